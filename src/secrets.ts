/**
 * Text shaped like a credential is never quoted: not in a finding, a comment, a check run, an
 * issue, the job summary, an annotation, the JSON report, SARIF or the log. A handoff file may
 * hold a token by mistake, and a file read by accident (a link to `.git/config`, where
 * actions/checkout keeps the job's token) would hold one for sure; the runner masks registered
 * secrets in its log only, and a pull-request comment is public. What was found is named, never
 * shown: `‹redacted: GitHub token›`.
 *
 * Every pattern is linear on any input: a fixed prefix or a word boundary starts each, and each
 * quantifier runs over a class the next part cannot also match. The replacement holds no `"`,
 * `\`, backtick or bracket, so it leaves JSON valid and Markdown inert wherever it lands, and the
 * patterns never cross a `"` or a `\` (other than a JSON `\n` inside a key block), so a redacted
 * JSON text still parses.
 */

/** One kind of credential: what it is called, and its shape. */
interface SecretShape {
  name: string;
  pattern: RegExp;
  /** The part of a match to hide (a capture group's number); the whole match when absent. */
  group?: number;
  /** Whether the match is one: given the first group (for a name that must say what it holds). */
  when?: (first: string) => boolean;
}

/** An upper-case name that says it holds a secret (`API_KEY`, `DB_PASSWORD`, `GITHUB_TOKEN`). */
const SECRET_NAME = /SECRET|PASSWORD|PASSWD|TOKEN|API_?KEY|PRIVATE_KEY|ACCESS_KEY/;

const SHAPES: readonly SecretShape[] = [
  // GitHub: personal, OAuth, user-to-server, server-to-server (the job's own token) and refresh tokens; fine-grained PATs.
  { name: 'GitHub token', pattern: /\bgh[pousr]_[A-Za-z0-9]{20,255}/g },
  { name: 'GitHub token', pattern: /\bgithub_pat_[A-Za-z0-9_]{20,255}/g },
  {
    name: 'private key',
    pattern:
      /-----BEGIN [A-Z0-9 ]{0,40}PRIVATE KEY-----(?:[A-Za-z0-9+/=\s]|\\[nr])*(?:-----END [A-Z0-9 ]{0,40}PRIVATE KEY-----)?/g,
  },
  { name: 'AWS access key', pattern: /\b(?:AKIA|ASIA)[A-Z0-9]{16}\b/g },
  { name: 'Stripe key', pattern: /\b[rs]k_(?:live|test)_[A-Za-z0-9]{8,255}/g },
  { name: 'Slack token', pattern: /\bxox[abposr]-[A-Za-z0-9-]{8,255}/g },
  { name: 'API key', pattern: /\bsk-(?:proj-|ant-)?[A-Za-z0-9_-]{20,255}/g },
  { name: 'Google API key', pattern: /\bAIza[A-Za-z0-9_-]{35}/g },
  { name: 'npm token', pattern: /\bnpm_[A-Za-z0-9]{36}/g },
  // `Authorization: Bearer …`, git's `extraheader = AUTHORIZATION: basic …`: the value, to the line's end (or a quote, in JSON).
  {
    name: 'authorization header',
    pattern: /\b(?:proxy-)?(?:authorization|extraheader)[ \t]*[:=][ \t]*([^\r\n"'\\]{1,2000})/gi,
    group: 1,
  },
  // `API_KEY=…`, `DB_PASSWORD: …` as a `.env` or a shell writes them: the value, when the name says secret (SECRET_NAME).
  {
    name: 'secret value',
    pattern: /\b([A-Z][A-Z0-9_]{2,63})[ \t]*[=:][ \t]*([^\s"'\\]{8,2000})/g,
    group: 2,
    when: (name) => SECRET_NAME.test(name),
  },
];

/** How a hidden credential reads in place of its text. */
const redaction = (name: string): string => `‹redacted: ${name}›`;

/** A cheap look for the characters every shape needs, before any pattern runs (URL passwords are scanned for apart). */
const MAYBE =
  /gh[pousr]_|github_pat_|PRIVATE KEY|AKIA|ASIA|k_live_|k_test_|xox|sk-|AIza|npm_|authorization|extraheader|SECRET|PASSW|TOKEN|API_?KEY|ACCESS_KEY/i;

/** What may stand in a URL's `user:password` part (RFC 3986 userinfo, percent-escapes included): scanned, never matched by a pattern. */
const USERINFO = /[A-Za-z0-9\-._~!$&'()*+,;=:%]/;
/** A userinfo longer than this is no credential anyone typed: the scan stops there, so the work is linear. */
const MAX_USERINFO = 512;

/**
 * `scheme://user:password@host`: the password hidden (`https://user:‹redacted: URL password›@host`).
 * A scan from each `://`, bounded, rather than a pattern: a scheme before it and a userinfo after
 * it would make a pattern restart at every letter of a long word.
 */
function redactUrlPasswords(text: string): string {
  let out = '';
  let last = 0;
  for (let at = text.indexOf('://'); at !== -1; at = text.indexOf('://', at + 3)) {
    const start = at + 3;
    let colon = -1;
    let end = start;
    while (end < text.length && end - start <= MAX_USERINFO && text[end] !== '@' && USERINFO.test(text[end]!)) {
      if (text[end] === ':' && colon === -1) colon = end;
      end++;
    }
    if (text[end] !== '@' || colon === -1 || colon + 1 === end || start < last) continue;
    out += text.slice(last, colon + 1) + redaction('URL password');
    last = end;
  }
  return last === 0 ? text : out + text.slice(last);
}

/** `text` with every credential-shaped part replaced by a word naming what it was. */
export function redactSecrets(text: string): string {
  const urls = text.includes('://') ? redactUrlPasswords(text) : text;
  if (!MAYBE.test(urls)) return urls;
  let out = urls;
  for (const shape of SHAPES) {
    out = out.replace(shape.pattern, (match: string, ...groups: unknown[]) => {
      if (shape.group === undefined) return redaction(shape.name);
      if (shape.when && !shape.when(String(groups[0]))) return match;
      const value = groups[shape.group - 1];
      if (typeof value !== 'string' || value.startsWith('‹redacted')) return match;
      return match.slice(0, match.length - value.length) + redaction(shape.name);
    });
  }
  return out;
}

/** Whether `text` holds anything shaped like a credential. */
export function holdsSecret(text: string): boolean {
  return redactSecrets(text) !== text;
}

/** Our own hidden markers (`<!-- handoff-gate:… -->`): they carry encoded keys the runs find issues by, never outside text. */
const MARKER_OPEN = '<!-- handoff-gate:';
const MARKER_CLOSE = '-->';

/**
 * Like {@link redactSecrets}, for a body about to be written to GitHub: our hidden markers are
 * left as they are (a key must read back exactly to find its issue again); everything else is
 * redacted. The renderers redact first, so this changes nothing in a body they made.
 */
export function redactBody(body: string): string {
  let out = '';
  let last = 0;
  for (let open = body.indexOf(MARKER_OPEN); open !== -1; open = body.indexOf(MARKER_OPEN, last)) {
    const close = body.indexOf(MARKER_CLOSE, open + MARKER_OPEN.length);
    const lineEnd = body.indexOf('\n', open);
    // A marker is one line: an unclosed one, or one closed on a later line, is text like any other.
    if (close === -1 || (lineEnd !== -1 && lineEnd < close)) break;
    out += redactSecrets(body.slice(last, open)) + body.slice(open, close + MARKER_CLOSE.length);
    last = close + MARKER_CLOSE.length;
  }
  return out + redactSecrets(body.slice(last));
}
