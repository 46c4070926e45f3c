// Writes data as YAML in the many ways people and agents write it, so that a corpus made from the
// same data exercises every reader the fast path has and every reason it has to decline: keys in
// any order, plain, single- and double-quoted strings, literal and folded block scalars, comments
// on their own lines and after values, flow collections next to block ones, 2- or 4-space
// indentation with sequences indented or not, `---` markers, CRLF line ends and a UTF-8 BOM.
// Every choice is drawn from the caller's seeded `rand`, so a corpus is the same on every run.

/** A value written verbatim in YAML (an unquoted `{agent_name}` is a mapping there), and as `json` in JSON. */
export class Raw {
  constructor(yaml, json) {
    this.yaml = yaml;
    this.json = json;
  }
  toJSON() {
    return this.json;
  }
}
export const raw = (yaml, json = yaml) => new Raw(yaml, json);

/** A string to be written as a block scalar of the given style (`|`, `|-`, `>-`, `>`). */
export class Block {
  constructor(text, style) {
    this.text = text;
    this.style = style;
  }
  toJSON() {
    return this.text;
  }
}
export const block = (text, style) => new Block(text, style);

/** The scalars YAML 1.2's core schema reads as something other than a string, which a plain string must not look like. */
const NOT_A_STRING =
  /^(?:~|null|Null|NULL|true|True|TRUE|false|False|FALSE|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|0x[0-9a-fA-F]+|0o[0-7]+|[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/;

/** Whether `text` reads back as the same string when written without quotes. */
export function plainSafe(text, inFlow = false) {
  return (
    text !== '' &&
    text === text.trim() &&
    !/^[-?:,[\]{}#&*!|>'"%@`]/.test(text) &&
    !/: |:$| #|[\t\n\r\u0085\u2028\u2029\ufeff]/.test(text) &&
    !(inFlow && /[,[\]{}]/.test(text)) &&
    !NOT_A_STRING.test(text)
  );
}

const COMMENTS = [
  '# 自己修正',
  '# TODO: confirm with the orchestrator',
  '# Highest severity found',
  '# see the run log',
  '# 要確認',
  '# set by the agent',
  '# optional',
  '# v4.1',
];

/**
 * A style for one file, drawn once: how it indents, quotes and comments. `mixed` quoting draws
 * per scalar, as a file edited by hand after an agent wrote it does.
 */
export function drawStyle(rand, overrides = {}) {
  const quoting = ['plain', 'plain', 'double', 'double', 'single', 'mixed'][Math.floor(rand() * 6)];
  return {
    indent: rand() < 0.75 ? 2 : 4,
    indentSequences: rand() < 0.6,
    quoting,
    quoteKeys: rand() < 0.04,
    flowSequences: rand() < 0.3 ? 0.8 : 0.05,
    flowMappings: rand() < 0.15 ? 0.6 : 0,
    comments: rand() < 0.35,
    documentMarker: rand() < 0.15,
    blockScalars: rand() < 0.7,
    emptyNull: rand() < 0.1,
    ...overrides,
  };
}

/** Write `value` (a mapping, or a list for files that are one) as YAML text ending in a newline. */
export function emitYaml(value, style, rand, { header = [] } = {}) {
  const lines = [...header];
  if (style.documentMarker) lines.push('---');
  if (Array.isArray(value)) sequenceLines(value, 0, style, rand, lines, true);
  else mappingLines(value, 0, style, rand, lines, true);
  return `${lines.join('\n')}\n`;
}

function key(name, style) {
  return style.quoteKeys || !/^[A-Za-z_][\w-]*$/.test(name) ? JSON.stringify(name) : name;
}

function trailing(style, rand) {
  return style.comments && rand() < 0.06 ? ` ${COMMENTS[Math.floor(rand() * COMMENTS.length)]}` : '';
}

function isScalar(value) {
  return value === null || value instanceof Raw || (typeof value !== 'object' && value !== undefined);
}

function quote(text, style, rand, inFlow) {
  let how = style.quoting === 'mixed' ? ['plain', 'double', 'single'][Math.floor(rand() * 3)] : style.quoting;
  if (how === 'plain' && !plainSafe(text, inFlow)) how = 'double';
  if (how === 'single' && /[\n\r\t\u0085\u2028\u2029\ufeff\\]/.test(text)) how = 'double';
  if (how === 'plain') return text;
  if (how === 'single') return `'${text.replace(/'/g, "''")}'`;
  return JSON.stringify(text);
}

/** A scalar on one line, as it follows `key: ` or `- `. */
function scalar(value, style, rand, inFlow = false) {
  if (value instanceof Raw) return value.yaml;
  if (value instanceof Block) return quote(value.text, style, rand, inFlow);
  if (value === null) return rand() < 0.15 ? '~' : 'null';
  if (typeof value === 'string') return quote(value, style, rand, inFlow);
  return String(value);
}

/** A block scalar's header and lines, the content indented to `indent`; undefined if the text cannot be one. */
function blockScalar(value, indent, style) {
  const text = value instanceof Block ? value.text : value;
  if (
    typeof text !== 'string' ||
    !style.blockScalars ||
    text === '' ||
    /^[ \t\n]|[\r\t\u0085\u2028\u2029\ufeff]|[ \t]\n|\n\n$/.test(text)
  )
    return undefined;
  const pad = ' '.repeat(indent);
  const wanted =
    value instanceof Block
      ? value.style
      : text.includes('\n')
        ? text.endsWith('\n')
          ? '|'
          : '|-'
        : text.length > 90
          ? '>-'
          : undefined;
  if (!wanted) return undefined;
  if (wanted.startsWith('|')) {
    const body = text.endsWith('\n') ? text.slice(0, -1) : text;
    const style2 = text.endsWith('\n') ? '|' : '|-';
    return { header: style2, lines: body.split('\n').map((line) => (line === '' ? '' : pad + line)) };
  }
  // Folded: one paragraph broken at spaces; the reader joins the lines with one space again.
  if (text.includes('\n') || /  /.test(text) || text.endsWith(' ')) return undefined;
  const words = text.split(' ');
  const out = [];
  let line = '';
  for (const word of words) {
    if (line && line.length + word.length + 1 > 64) {
      out.push(pad + line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  out.push(pad + line);
  return { header: '>-', lines: out };
}

function flowSequence(list, style, rand) {
  return `[${list.map((item) => scalar(item, style, rand, true)).join(', ')}]`;
}

function flowMapping(map, style, rand) {
  return `{${Object.entries(map)
    .map(([k, v]) => `${key(k, style)}: ${scalar(v, style, rand, true)}`)
    .join(', ')}}`;
}

const flowable = (list) =>
  list.every((item) => isScalar(item) && !(item instanceof Raw)) && JSON.stringify(list).length < 100;

function valueLines(prefix, value, indent, style, rand, lines) {
  if (isScalar(value) || value instanceof Block) {
    const asBlock =
      typeof value === 'string' || value instanceof Block
        ? blockScalar(value, indent + style.indent, style)
        : undefined;
    if (asBlock) {
      lines.push(`${prefix} ${asBlock.header}`, ...asBlock.lines);
      return;
    }
    if (value === null && style.emptyNull) {
      lines.push(prefix);
      return;
    }
    lines.push(`${prefix} ${scalar(value, style, rand)}${trailing(style, rand)}`);
    return;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) lines.push(`${prefix} []`);
    else if (flowable(value) && rand() < style.flowSequences)
      lines.push(`${prefix} ${flowSequence(value, style, rand)}${trailing(style, rand)}`);
    else {
      lines.push(prefix);
      sequenceLines(value, style.indentSequences ? indent + style.indent : indent, style, rand, lines, false);
    }
    return;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) lines.push(`${prefix} {}`);
  else if (
    entries.length <= 3 &&
    entries.every(([, v]) => isScalar(v) && !(v instanceof Raw)) &&
    rand() < style.flowMappings
  )
    lines.push(`${prefix} ${flowMapping(value, style, rand)}`);
  else {
    lines.push(prefix);
    mappingLines(value, indent + style.indent, style, rand, lines, false);
  }
}

function mappingLines(map, indent, style, rand, lines, top, firstPrefix) {
  const pad = ' '.repeat(indent);
  let first = true;
  for (const [name, value] of Object.entries(map)) {
    if (value === undefined) continue;
    if (top && style.comments && rand() < 0.04) lines.push(`${pad}${COMMENTS[Math.floor(rand() * COMMENTS.length)]}`);
    const lead = first && firstPrefix !== undefined ? firstPrefix : pad;
    first = false;
    valueLines(`${lead}${key(name, style)}:`, value, indent, style, rand, lines);
  }
}

function sequenceLines(list, indent, style, rand, lines) {
  const pad = ' '.repeat(indent);
  for (const item of list) {
    if (isScalar(item) || item instanceof Block) {
      const asBlock =
        typeof item === 'string' || item instanceof Block ? blockScalar(item, indent + 2, style) : undefined;
      if (asBlock) lines.push(`${pad}- ${asBlock.header}`, ...asBlock.lines);
      else lines.push(`${pad}- ${scalar(item, style, rand)}${trailing(style, rand)}`);
    } else if (Array.isArray(item)) {
      lines.push(`${pad}- ${flowSequence(item, style, rand)}`);
    } else if (Object.keys(item).length === 0) {
      lines.push(`${pad}- {}`);
    } else if (
      Object.keys(item).length <= 3 &&
      Object.values(item).every((v) => isScalar(v) && !(v instanceof Raw)) &&
      rand() < style.flowMappings
    ) {
      lines.push(`${pad}- ${flowMapping(item, style, rand)}`);
    } else {
      // The item's first key follows `- `; the rest line up under it.
      mappingLines(item, indent + 2, style, rand, lines, false, `${pad}- `);
    }
  }
}

/** JSON as agents write it: pretty with 2 or 4 spaces or a tab, or compact on one line. */
export function emitJson(value, rand, { compact } = {}) {
  const indent = compact ? undefined : [2, 2, 2, 4, '\t'][Math.floor(rand() * 5)];
  return `${JSON.stringify(value, null, indent)}${rand() < 0.85 ? '\n' : ''}`;
}

/** Line ends as a Windows editor leaves them (the byte-order mark, a finding of its own, is the caller's). */
export function finish(text, rand, { crlf = 0.06 } = {}) {
  return rand() < crlf ? text.replace(/\n/g, '\r\n') : text;
}
