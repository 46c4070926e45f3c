import { describe, expect, it } from 'vitest';
import { findJsonError } from '../../src/parse/json-syntax.js';
import { checkFiles } from '../helpers/check-files.js';

/**
 * A JSON file that does not parse gets one finding, at the token the parser stopped on, counted
 * as an editor counts: 1-based lines and columns, CRLF one line break, a BOM shifting nothing,
 * columns in UTF-16 code units (an emoji counts 2, as in VS Code and our SARIF `columnKind`).
 */

const HANDOFF = 'handoff-Builder.json';
const ENVELOPE = '.work/review/security.json';
const RESPONSE = 'out/response.json';

/** A realistic handoff (spec 3) with `{{hole}}` where a case breaks it. */
const handoff = (hole: string) =>
  [
    '{',
    '  "from_agent": "BackendBuilder",',
    '  "to_agent": "Tester",',
    `  "status": "PASS"${hole}`,
    '  "iteration": 1',
    '}',
    '',
  ].join('\n');

type Case = [
  name: string,
  path: string,
  text: string | Uint8Array,
  line: number,
  column: number,
  ruleId: string,
  says: RegExp,
];

const failing: Case[] = [
  [
    'trailing comma in an object',
    HANDOFF,
    '{\n  "from_agent": "BackendBuilder",\n  "to_agent": "Tester",\n}\n',
    3,
    23,
    'parse/json-syntax',
    /trailing comma before `}`/i,
  ],
  [
    'trailing comma in a list',
    ENVELOPE,
    '{\n  "kind": "reviewer",\n  "agent_id": "review:security#1",\n  "blockers": ["a", "b",]\n}\n',
    4,
    24,
    'parse/json-syntax',
    /trailing comma before `\]`/i,
  ],
  ['missing comma between members', HANDOFF, handoff(''), 5, 3, 'parse/json-syntax', /missing comma between values/i],
  [
    'missing comma between list items',
    ENVELOPE,
    '{"kind": "reviewer", "agent_id": "r#1",\n "blockers": [\n  "first"\n  "second"\n ]}',
    4,
    3,
    'parse/json-syntax',
    /missing comma between values/i,
  ],
  [
    'single-quoted string',
    HANDOFF,
    '{\n  "from_agent": \'BackendBuilder\'\n}\n',
    2,
    17,
    'parse/json-syntax',
    /single-quoted string: JSON needs double quotes/i,
  ],
  [
    'single-quoted key',
    HANDOFF,
    '{\n  "from_agent": "B",\n  \'to_agent\': "T"\n}\n',
    3,
    3,
    'parse/json-syntax',
    /single-quoted key: JSON needs double quotes/i,
  ],
  [
    'unquoted key',
    HANDOFF,
    '{\n  "from_agent": "B",\n  to_agent: "T"\n}\n',
    3,
    3,
    'parse/json-syntax',
    /key must be a double-quoted string: write `"to_agent"`/i,
  ],
  [
    '// comment on its own line',
    HANDOFF,
    '{\n  "from_agent": "B",\n  // who gets it next\n  "to_agent": "T"\n}\n',
    3,
    3,
    'parse/json-comment',
    /does not allow comments/,
  ],
  [
    '// comment after a value',
    HANDOFF,
    '{\n  "from_agent": "B", // the builder\n  "to_agent": "T"\n}\n',
    2,
    22,
    'parse/json-comment',
    /does not allow comments/,
  ],
  [
    '/* block comment */ first',
    HANDOFF,
    '/* handoff */\n{"from_agent": "B"}\n',
    1,
    1,
    'parse/json-comment',
    /does not allow comments/,
  ],
  [
    'truncated file',
    HANDOFF,
    '{\n  "from_agent": "BackendBuilder",\n  "issues": [\n    {"id": "I-1", "severity": "high"}\n',
    3,
    13,
    'parse/json-syntax',
    /^This array is never closed \(and 1 more bracket around it\): the file ends on line 4\./,
  ],
  [
    'truncated after a key',
    RESPONSE,
    '{"agent_name": "writer", "status": ',
    1,
    35,
    'parse/json-syntax',
    /file ends before the object opened on line 1 is closed/i,
  ],
  [
    'unclosed string',
    HANDOFF,
    '{\n  "from_agent": "BackendBuilder,\n  "to_agent": "Tester"\n}\n',
    2,
    17,
    'parse/json-syntax',
    /string is not closed on its line/i,
  ],
  [
    'file ends inside a string',
    RESPONSE,
    '{"agent_name": "writer", "status": "succ',
    1,
    36,
    'parse/json-syntax',
    /file ends inside this string/i,
  ],
  [
    'stray text after the document',
    HANDOFF,
    '{\n  "from_agent": "B"\n}\n}\n',
    4,
    1,
    'parse/json-syntax',
    /unexpected text after the end of the JSON document/i,
  ],
  [
    'two documents',
    RESPONSE,
    '{"agent_name": "a", "status": "success"}\n{"agent_name": "b", "status": "failed"}\n',
    2,
    1,
    'parse/json-syntax',
    /after the end of the JSON document/i,
  ],
  [
    'a file name written before the document',
    HANDOFF,
    'handoff-{AgentName}.json:\n{\n  "from_agent": "B"\n}\n',
    1,
    1,
    'parse/json-syntax',
    /starts with `handoff-\{AgentName\}\.json:`, which is not JSON/,
  ],
  [
    'Python literal',
    RESPONSE,
    '{\n  "agent_name": "writer",\n  "status": "success",\n  "needs_review": True\n}\n',
    4,
    19,
    'parse/json-syntax',
    /`True` is not a JSON value; write `true`/,
  ],
  [
    'unquoted value',
    RESPONSE,
    '{\n  "agent_name": "writer",\n  "status": success\n}\n',
    3,
    13,
    'parse/json-syntax',
    /unquoted text `success`/i,
  ],
  [
    'leading zero',
    RESPONSE,
    '{"agent_name": "writer", "status": "success", "execution_time": 012}',
    1,
    65,
    'parse/json-syntax',
    /leading zero/,
  ],
  [
    'bad escape',
    HANDOFF,
    '{\n  "from_agent": "B",\n  "location": "src\\app.ts"\n}\n',
    3,
    19,
    'parse/json-syntax',
    /invalid escape `\\a`/i,
  ],
  [
    'missing colon',
    HANDOFF,
    '{\n  "from_agent" "B"\n}\n',
    2,
    16,
    'parse/json-syntax',
    /missing `:` after the key `"from_agent"`/i,
  ],
  [
    'mismatched bracket',
    ENVELOPE,
    '{"kind": "reviewer", "agent_id": "r#1",\n "blockers": ["a"}\n}',
    2,
    18,
    'parse/json-syntax',
    /`}` closes the array opened on line 2 with `\[`; write `\]`/,
  ],
  [
    'key without its colon before the closing brace',
    HANDOFF,
    '{\n  "from_agent": "B",\n  "to_agent"\n}\n',
    4,
    1,
    'parse/json-syntax',
    /missing `:` and a value after the key `"to_agent"`/i,
  ],
  [
    'key and colon without a value before the closing brace',
    HANDOFF,
    '{\n  "from_agent": "B",\n  "to_agent": \n}\n',
    4,
    1,
    'parse/json-syntax',
    /missing value after the key `"to_agent"`: write a value before `}`/i,
  ],
  [
    'second colon after a value in an object',
    HANDOFF,
    '{\n  "from_agent": "B" : "T"\n}\n',
    2,
    21,
    'parse/json-syntax',
    /unexpected `:`: a key needs a double-quoted string/i,
  ],
  [
    'colon in a list',
    ENVELOPE,
    '{"kind": "reviewer", "agent_id": "r#1", "blockers": ["a": "b"]}',
    1,
    57,
    'parse/json-syntax',
    /unexpected `:` in a list/i,
  ],
  [
    'comma where the first key goes',
    HANDOFF,
    '{\n  , "from_agent": "B"\n}\n',
    2,
    3,
    'parse/json-syntax',
    /unexpected `,`: a key \(a double-quoted string\) goes here/i,
  ],
  [
    'two commas between members',
    HANDOFF,
    '{\n  "from_agent": "B",,\n  "to_agent": "T"\n}\n',
    2,
    21,
    'parse/json-syntax',
    /^Two commas in a row: remove one\./,
  ],
  [
    'comma where the first item goes',
    ENVELOPE,
    '{"kind": "reviewer", "agent_id": "r#1", "blockers": [, "a"]}',
    1,
    54,
    'parse/json-syntax',
    /missing value before this `,`/i,
  ],
  [
    'empty item in a list',
    ENVELOPE,
    '{"kind": "reviewer", "agent_id": "r#1", "blockers": ["a",, "b"]}',
    1,
    58,
    'parse/json-syntax',
    /two commas in a row, or an empty item/i,
  ],
  ['colon where a key goes', HANDOFF, '{\n  : "B"\n}\n', 2, 3, 'parse/json-syntax', /missing key before this `:`/i],
  [
    'two colons after a key',
    RESPONSE,
    '{"agent_name": "writer", "status": : "success"}',
    1,
    36,
    'parse/json-syntax',
    /unexpected `:`: write a value here/i,
  ],
  [
    'no-break space (not JSON whitespace) before a value',
    HANDOFF,
    '{\n  "from_agent":\u00a0"B"\n}\n',
    2,
    16,
    'parse/json-syntax',
    /unexpected character U\+00A0: it is neither JSON whitespace/i,
  ],
  [
    'NaN',
    RESPONSE,
    '{"agent_name": "writer", "status": "success", "execution_time": NaN}',
    1,
    65,
    'parse/json-syntax',
    /`NaN` is not a JSON number; write `null` or a string/,
  ],
  [
    'a symbol where a value starts',
    HANDOFF,
    '{\n  "from_agent": @builder\n}\n',
    2,
    17,
    'parse/json-syntax',
    /unexpected character U\+0040 \(`@`\): it is not the start of a JSON value/i,
  ],
  [
    'tab written inside a string',
    HANDOFF,
    '{\n  "from_agent": "Back\tend"\n}\n',
    2,
    22,
    'parse/json-syntax',
    /control character U\+0009 inside a string/i,
  ],
  [
    'short \\u escape after a whole one',
    HANDOFF,
    '{\n  "summary": "caf\\u00e9 \\u00"\n}\n',
    2,
    25,
    'parse/json-syntax',
    /invalid `\\u` escape in a string: it needs four hex digits/i,
  ],
  [
    'file ends after a backslash inside a string',
    RESPONSE,
    '{"agent_name": "writer", "status": "succ\\',
    1,
    36,
    'parse/json-syntax',
    /file ends inside this string/i,
  ],
  // Line breaks and widths as an editor counts them.
  [
    'CRLF line breaks',
    HANDOFF,
    '{\r\n  "from_agent": "B",\r\n  "to_agent": "T",\r\n}\r\n',
    3,
    18,
    'parse/json-syntax',
    /trailing comma/i,
  ],
  [
    'BOM does not shift the first line',
    HANDOFF,
    new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('{\'from_agent\': "B"}')]),
    1,
    2,
    'parse/json-syntax',
    /single-quoted key/i,
  ],
  [
    'astral characters count 2 (UTF-16)',
    HANDOFF,
    '{"summary": "done 🎉", "to_agent": \'T\'}',
    1,
    36,
    'parse/json-syntax',
    /single-quoted string/i,
  ],
  [
    'CJK characters count 1',
    HANDOFF,
    '{"summary": "完了しました", "to_agent": \'T\'}',
    1,
    35,
    'parse/json-syntax',
    /single-quoted string/i,
  ],
];

const passing: Array<[name: string, path: string, text: string]> = [
  ['valid handoff', HANDOFF, handoff(',')],
  [
    'valid with CRLF and an emoji',
    RESPONSE,
    '{\r\n  "agent_name": "writer",\r\n  "status": "success",\r\n  "summary": "done 🎉",\r\n  "execution_time": 12\r\n}\r\n',
  ],
  [
    'slashes inside strings are no comments',
    HANDOFF,
    '{"from_agent": "B", "to_agent": "T", "status": "PASS", "iteration": 1, "notes": "see https://example.com // and /* this */"}',
  ],
];

describe('JSON syntax errors point at the offending token', () => {
  it.each(failing)('%s', (_name, path, text, line, column, ruleId, says) => {
    const report = checkFiles({ [path]: text });
    const own = report.findings.filter((f) => f.path === path && f.ruleId.startsWith('parse/'));
    expect(own).toHaveLength(1);
    // Failing closed is for handoff files: a response outside every format's path, read only
    // because its text holds a signature's keys, is a warning when it does not parse.
    expect(own[0]).toMatchObject({ line, column, ruleId, severity: path === RESPONSE ? 'warning' : 'error' });
    expect(own[0]!.message).toMatch(says);
    // No cascade: a file that does not parse gets its parse finding (and a BOM notice) only.
    expect(report.findings.filter((f) => f.path === path && f.ruleId !== 'file/bom')).toHaveLength(1);
  });

  it.each(passing)('%s: no parse finding', (_name, path, text) => {
    const report = checkFiles({ [path]: text });
    expect(report.findings.filter((f) => f.ruleId.startsWith('parse/'))).toEqual([]);
  });

  it('the scanner finds an error in every text JSON.parse refuses, and none in what it accepts', () => {
    const samples = failing.map(([, , text]) =>
      typeof text === 'string' ? text : new TextDecoder().decode(text).slice(1),
    );
    for (const text of samples) expect(findJsonError(text)).toBeDefined();
    for (const [, , text] of passing) expect(findJsonError(text)).toBeUndefined();
    // Every prefix of a valid document is refused by both, at an offset inside the text.
    const valid = passing[1]![2];
    for (let end = 1; end < valid.trimEnd().length; end++) {
      const prefix = valid.slice(0, end);
      if (prefix.trim() === '') continue;
      expect(() => JSON.parse(prefix)).toThrow(SyntaxError);
      const found = findJsonError(prefix);
      expect(found).toBeDefined();
      expect(found!.offset).toBeLessThanOrEqual(prefix.length);
    }
  });
});
