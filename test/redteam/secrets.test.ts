/**
 * Red team: text shaped like a credential is named, never shown, whichever road it takes out
 * (src/secrets.ts). Each shape the README lists, in plain text, inside a JSON string and inside
 * Markdown; redacting twice changes nothing; a redacted JSON text still parses to the same shape.
 */
import { describe, expect, it } from 'vitest';
import { layoutMarkdown } from '../../src/render/markdown.js';
import { renderJson } from '../../src/render/json.js';
import { renderSarif } from '../../src/render/sarif.js';
import { renderText } from '../../src/render/text.js';
import { holdsSecret, redactBody, redactSecrets } from '../../src/secrets.js';
import { checkFiles } from '../helpers/check-files.js';

/** One planted value of each shape, and the name it is given instead. */
const PLANTED: ReadonlyArray<[string, string, string]> = [
  ['the job token', 'ghs_16C7e42F292c6912E7710c838347Ae178B4a', 'GitHub token'],
  ['a personal token', 'ghp_R2D2c3poR2D2c3poR2D2c3poR2D2c3po0000', 'GitHub token'],
  ['an OAuth token', 'gho_abcdefghijklmnopqrstuvwxyz0123456789', 'GitHub token'],
  ['a fine-grained token', 'github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz', 'GitHub token'],
  ['an AWS key', 'AKIAIOSFODNN7EXAMPLE', 'AWS access key'],
  ['a Stripe key', 'sk_live_4eC39HqLyjWDarjtT1zdp7dc', 'Stripe key'],
  ['a Slack token', 'xoxb-2637012345-2650123456789-abcdefABCDEF', 'Slack token'],
  ['an OpenAI key', 'sk-proj-abcdefghijklmnopqrstuvwxyz012345', 'API key'],
];

const PEM =
  '-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gun\nVTLw7onLRnrq0/IzW7yWR7QkrmBL7jTKEn5u+qKhbwKfBstIs+bMY2Zkp18gnTxK\n-----END RSA PRIVATE KEY-----';

describe('every credential shape is named, never shown', () => {
  it.each(PLANTED)('%s, in text, JSON and Markdown', (_, secret, name) => {
    const text = `token was ${secret} here`;
    expect(redactSecrets(text)).toBe(`token was ‹redacted: ${name}› here`);
    const json = JSON.stringify({ message: text, list: [secret] });
    const redacted = redactSecrets(json);
    expect(redacted).not.toContain(secret);
    expect(JSON.parse(redacted)).toEqual({
      message: `token was ‹redacted: ${name}› here`,
      list: [`‹redacted: ${name}›`],
    });
    expect(redactSecrets(`| \`${secret}\` |`)).toBe(`| \`‹redacted: ${name}›\` |`);
  });

  it("header values: git's extraheader, Authorization, and an env file's secret values", () => {
    const config =
      '[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic eC1hY2Nlc3MtdG9rZW46Z2hzX3Rva2Vu\n[core]\n';
    const redacted = redactSecrets(config);
    expect(redacted).toBe('[http "https://github.com/"]\n\textraheader = ‹redacted: authorization header›\n[core]\n');
    expect(redactSecrets('curl -H "Authorization: Bearer abc.def.ghi"')).toBe(
      'curl -H "Authorization: ‹redacted: authorization header›"',
    );
    expect(redactSecrets('API_KEY=9f8e7d6c5b4a3210\nDB_PASSWORD: hunter2hunter2\nDEBUG=true')).toBe(
      'API_KEY=‹redacted: secret value›\nDB_PASSWORD: ‹redacted: secret value›\nDEBUG=true',
    );
  });

  it("a URL's password (a PAT in a remote URL), not the rest of the URL", () => {
    expect(redactSecrets('url = https://alice:s3cr3t-pass@github.com/acme/shop.git')).toBe(
      'url = https://alice:‹redacted: URL password›@github.com/acme/shop.git',
    );
    expect(redactSecrets('see https://github.com/acme/shop and ftp://host/x, mailto:a@b.c')).toBe(
      'see https://github.com/acme/shop and ftp://host/x, mailto:a@b.c',
    );
    expect(JSON.parse(redactSecrets(JSON.stringify({ u: 'git://bob:pw@h/x "quoted"' })))).toEqual({
      u: 'git://bob:‹redacted: URL password›@h/x "quoted"',
    });
    expect(redactSecrets(`${'a'.repeat(100_000)}://${'b'.repeat(100_000)}:x@h`)).toContain('://');
  });

  it('a private key block, raw and inside a JSON string, goes whole', () => {
    expect(redactSecrets(`key:\n${PEM}\nafter`)).toBe('key:\n‹redacted: private key›\nafter');
    const json = JSON.stringify({ text: `key: ${PEM} after` });
    expect(JSON.parse(redactSecrets(json))).toEqual({ text: 'key: ‹redacted: private key› after' });
  });

  it('redaction is idempotent, and ordinary handoff text is left alone', () => {
    const once = redactSecrets(
      `${PLANTED.map((p) => p[1]).join(' ')} extraheader = AUTHORIZATION: basic x API_KEY=0123456789abcdef`,
    );
    expect(redactSecrets(once)).toBe(once);
    expect(holdsSecret(once)).toBe(false);
    for (const text of [
      'status: blocked',
      'token_budget: 4000',
      'risk: high',
      'Use GITHUB_TOKEN for the API.',
      'task-list-for-the-next-sprint-of-work',
      'AKIA is a prefix',
    ])
      expect(redactSecrets(text)).toBe(text);
  });

  it('our own hidden markers are kept exactly in a body to be written', () => {
    const marker =
      '<!-- handoff-gate:inbox key=intent%2Fghp_R2D2c3poR2D2c3poR2D2c3poR2D2c3po0000 state=0123456789ab -->';
    expect(redactBody(`Title ghp_R2D2c3poR2D2c3poR2D2c3poR2D2c3po0000\n${marker}`)).toBe(
      `Title ‹redacted: GitHub token›\n${marker}`,
    );
  });
});

describe('a file that quotes a credential: every report names it, none shows it', () => {
  const SECRET = 'ghs_PLANTEDsecret0123456789abcdefABCDEF0123';
  const files = {
    // What a link to .git/config would have shown: a YAML syntax error whose parser message quotes the line.
    '.forge/intents/leak.yaml': `[core]\n\trepositoryformatversion = 0\n[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic ${SECRET}\n`,
    // A value the schema refuses, quoted by its finding; a title and a review's P0 quoted by the comment.
    '.forge/intents/title.yaml': `title: "Deploy with ${SECRET}"\ntype: "feature ${SECRET}"\nsource: reflection\nrisk: high\nstatus: proposed\ncreated_at: 2025-03-05T12:05:00Z\n`,
    'handoff-Reviewer.json': JSON.stringify({
      from_agent: 'Reviewer',
      to_agent: 'Builder',
      status: 'FAIL',
      iteration: 1,
      loop_required: false,
      issues: [
        {
          id: 'P0-1',
          severity: 'P0',
          category: 'security',
          description: `Hard-coded key AKIAIOSFODNN7EXAMPLE and ${SECRET}`,
          status: 'open',
          location: 'src/a.ts:1',
          fix: `remove ${SECRET}`,
        },
      ],
    }),
  };

  it('in the findings, the text, JSON, SARIF and Markdown reports', () => {
    const report = checkFiles(files);
    expect(report.findings.length).toBeGreaterThan(0);
    expect(report.gate.p0).toBe(1);
    const outputs = [
      JSON.stringify(report.findings),
      renderText(report),
      renderJson(report),
      renderSarif(report),
      layoutMarkdown(report, { maxLength: 100_000 }).markdown,
    ];
    for (const output of outputs) {
      expect(output).not.toContain(SECRET);
      expect(output).not.toContain('AKIAIOSFODNN7EXAMPLE');
    }
    expect(renderJson(report)).toContain('‹redacted: GitHub token›');
  });
});
