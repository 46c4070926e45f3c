import fc from 'fast-check';

/*
 * YAML texts for the fast path's differential tests: random data written in many of the styles
 * YAML allows (block and flow, quoted and plain, block scalars, comments, blank lines), and small
 * edits to them, which is what hand-written and half-broken files look like.
 */

// --- YAML written in many styles, from random data ---

const word = fc.constantFrom(
  'status',
  'ok',
  'a',
  'b c',
  'agent_name',
  'x-y',
  'issues',
  'null',
  'true',
  'True',
  'no',
  '1',
  '0x1F',
  '0o7',
  '1_000',
  '1.5',
  '.5',
  '1e3',
  '+1',
  '-0',
  '.inf',
  '.NaN',
  '~',
  '2025-01-01',
  '2025-01-01T00:00:00Z',
  '{x}',
  'a | b',
  '日本語',
  'é',
  '',
  ' ',
  'a: b',
  'a #b',
  '#c',
  '- x',
  '[x]',
  "it's",
  'say "hi"',
  '\\',
  'back\\slash',
  'a\tb',
  '@x',
  '`x',
  '%x',
  '&x',
  '*x',
  '!x',
  '? x',
  '|',
  '>',
  '---',
  '...',
);
const scalar = fc.oneof(
  word,
  fc.integer(),
  fc.double({ noDefaultInfinity: true, noNaN: true }),
  fc.boolean(),
  fc.constant(null),
  fc.string({ maxLength: 8 }),
);
const value = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(word, tie('value'), { maxKeys: 4 }),
  ),
})).value;

interface Style {
  indent: number;
  quote: number;
  flow: number;
  blank: number;
  comment: number;
  nextLine: number;
  blockScalar: number;
  seqAtKeyIndent: number;
}

const style = fc.record({
  indent: fc.integer({ min: 1, max: 4 }),
  quote: fc.integer({ min: 0, max: 9 }),
  flow: fc.integer({ min: 0, max: 9 }),
  blank: fc.integer({ min: 0, max: 9 }),
  comment: fc.integer({ min: 0, max: 9 }),
  nextLine: fc.integer({ min: 0, max: 9 }),
  blockScalar: fc.integer({ min: 0, max: 9 }),
  seqAtKeyIndent: fc.integer({ min: 0, max: 9 }),
});

/** A deterministic coin from the style and a counter, so one style gives one text. */
function coins(seed: number) {
  let s = seed;
  return (chance: number) => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s % 10 < chance;
  };
}

function renderScalar(value: unknown, flip: (chance: number) => boolean, style: Style, inFlow: boolean): string {
  if (value === null) return flip(5) ? 'null' : flip(5) ? '~' : '';
  if (typeof value !== 'string') return String(value);
  if (flip(style.quote)) return JSON.stringify(value);
  if (flip(style.quote)) return `'${value.replace(/'/g, "''")}'`;
  if (inFlow && /[,[\]{}]/.test(value)) return JSON.stringify(value);
  return value;
}

function renderKey(key: string, flip: (chance: number) => boolean, style: Style): string {
  return flip(style.quote) ? JSON.stringify(key) : key;
}

function renderFlow(value: unknown, flip: (chance: number) => boolean, style: Style): string {
  if (Array.isArray(value)) return `[${value.map((v) => renderFlow(v, flip, style)).join(flip(5) ? ', ' : ',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([k, v]) => `${renderKey(k, flip, style)}: ${renderFlow(v, flip, style)}`)
      .join(', ')}}`;
  }
  return renderScalar(value, flip, style, true);
}

function renderBlock(value: unknown, indent: number, flip: (chance: number) => boolean, style: Style): string[] {
  const pad = ' '.repeat(indent);
  const lines: string[] = [];
  const extras = () => {
    if (flip(style.blank)) lines.push('');
    if (flip(style.comment)) lines.push(`${' '.repeat(flip(5) ? indent : 0)}# note`);
  };
  if (Array.isArray(value)) {
    for (const item of value) {
      extras();
      const inner = renderValue(item, indent + style.indent, flip, style);
      if (inner.inline !== undefined) lines.push(`${pad}-${inner.inline === '' ? '' : ` ${inner.inline}`}`);
      else if (flip(style.nextLine)) lines.push(`${pad}-`, ...inner.lines);
      else {
        // Compact: the first line of the nested block on the dash's line.
        const [first, ...rest] = renderBlock(item, indent + 2, flip, style);
        lines.push(`${pad}- ${(first ?? '').trimStart()}`, ...rest);
      }
    }
  } else {
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      extras();
      const seqHere = Array.isArray(item) && item.length > 0 && flip(style.seqAtKeyIndent);
      const inner = renderValue(item, seqHere ? indent : indent + style.indent, flip, style);
      const head = `${pad}${renderKey(key, flip, style)}:`;
      if (inner.inline !== undefined) {
        if (inner.inline !== '' && flip(style.nextLine) && (item === null || typeof item !== 'object'))
          lines.push(head, `${pad}${' '.repeat(style.indent)}${inner.inline}`);
        else lines.push(inner.inline === '' ? head : `${head} ${inner.inline}`);
      } else {
        lines.push(flip(style.comment) ? `${head} # why` : head, ...inner.lines);
      }
    }
  }
  return lines;
}

function renderValue(
  value: unknown,
  indent: number,
  flip: (chance: number) => boolean,
  style: Style,
): { inline?: string; lines: string[] } {
  const empty = Array.isArray(value)
    ? value.length === 0
    : value !== null && typeof value === 'object' && Object.keys(value).length === 0;
  if (value !== null && typeof value === 'object' && !empty && !flip(style.flow))
    return { lines: renderBlock(value, indent, flip, style) };
  if (value !== null && typeof value === 'object') return { inline: renderFlow(value, flip, style), lines: [] };
  if (typeof value === 'string' && value.length > 0 && flip(style.blockScalar)) {
    const header = flip(5) ? '|' : flip(5) ? '>-' : '|+';
    return {
      inline: `${header}\n${value
        .split('\n')
        .map((l) => `${' '.repeat(indent)}${l}`)
        .join('\n')}`,
      lines: [],
    };
  }
  return { inline: renderScalar(value, flip, style, false), lines: [] };
}

export const yamlText = fc.tuple(value, style, fc.nat()).map(([data, s, seed]) => {
  const flip = coins(seed);
  const rendered = renderValue(data, 0, flip, s);
  return rendered.inline !== undefined ? rendered.inline : rendered.lines.join('\n') + (flip(5) ? '\n' : '');
});

/** Small edits to a valid text: what hand-written and half-broken files look like. */
export const mutated = fc
  .tuple(
    yamlText,
    fc.nat(),
    fc.constantFrom(
      ' ',
      '  ',
      '\n',
      ':',
      '- ',
      '#',
      '"',
      "'",
      '{',
      '}',
      '[',
      ']',
      ',',
      '\r\n',
      '|',
      '? ',
      '&a ',
      '*a',
      '!!str ',
      '---\n',
      'x: 1\n',
      '\t',
    ),
  )
  .map(([text, at, insert]) => {
    const i = text.length ? at % text.length : 0;
    return text.slice(0, i) + insert + text.slice(i);
  });

/**
 * A text opened by a document marker, bare or not, perhaps with a second document or an end
 * marker after it: the fast readers pass over a bare `---` first and must leave the rest alone.
 */
export const markerOpened = (texts: fc.Arbitrary<string>) =>
  fc
    .tuple(
      fc.constantFrom(
        '---\n',
        '--- # start\n',
        '# c\n\n---\n',
        '---   \n',
        '---\r\n',
        '--- |\n',
        '--- !!map\n',
        '---#x\n',
        '--- a: 1\n',
        '  ---\n',
        '...\n---\n',
        '%YAML 1.2\n---\n',
      ),
      texts,
      fc.constantFrom('', '', '', '\n---\n', '\n...\n', '\n---\nz: 1\n', '\n--- # again\n'),
    )
    .map(([marker, text, after]) => marker + text + after);
// --- The block style most handoff files are written in: names as keys, no anchors or tags ---

/** Control characters, as pasted terminal output brings them: content to some readers, whitespace or line breaks to others. */
const CONTROLS = [
  '\x00',
  '\x01',
  '\x07',
  '\x0b',
  '\x0c',
  '\x1b',
  '\x7f',
  '\x85',
  '\x9f',
  '\u2028',
  '\u2029',
  '\ufeff',
  '\t',
  '\r',
];

const nameKey = fc.constantFrom(
  'status',
  'agent_name',
  'issues',
  'next-step',
  'a',
  'B',
  'x1',
  'Next Steps',
  'file.name',
  'why (short)',
  'yes',
  'no',
  'on',
  'off',
  'y',
  'x_y',
  '$ref',
  'P0',
);
const blockScalar = fc.oneof(
  word,
  fc.integer(),
  fc.double({ noDefaultInfinity: true, noNaN: true }),
  fc.boolean(),
  fc.constant(null),
  fc.string({ maxLength: 12 }),
  fc.constantFrom(
    'line one\nline two',
    'trailing\n',
    'two\n\nparagraphs\n',
    '  leading',
    'a\n  indented\nb',
    'ünïcödé ✓',
    'tab\there',
    'x: y',
    'q"uote',
    "it's",
    'bell\x07',
    '\x1b[1mbold\x1b[0m',
    'form\x0cfeed ',
  ),
);
const blockValue = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    blockScalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(nameKey, tie('value'), { maxKeys: 5 }),
  ),
})).value;

/** A scalar as it would be written by hand or by an agent: plain, double- or single-quoted, or a literal block. */
function blockScalarText(value: unknown, flip: (chance: number) => boolean, indent: number): string {
  if (value === null) return flip(3) ? 'null' : flip(5) ? '~' : '';
  if (typeof value !== 'string') return String(value);
  if (value.length > 0 && flip(3)) {
    // Literal or folded: either way the text is the value's lines; what the header makes of them is the readers' to agree on.
    const header = (flip(2) ? '>' : '|') + (value.endsWith('\n') && !value.endsWith('\n\n') && flip(7) ? '' : '-');
    const body = header === '|' ? value.slice(0, -1) : value;
    return `${header}\n${body
      .split('\n')
      .map((line) => (line === '' ? '' : `${' '.repeat(indent)}${line}`))
      .join('\n')}`;
  }
  if (flip(4)) return JSON.stringify(value);
  if (flip(3)) return `'${value.replace(/'/g, "''")}'`;
  return value;
}

function blockLines(value: unknown, indent: number, step: number, flip: (chance: number) => boolean): string[] {
  const pad = ' '.repeat(indent);
  const lines: string[] = [];
  const extras = () => {
    if (flip(1)) lines.push('');
    if (flip(1)) lines.push(`${pad}# note`);
  };
  const inline = (item: unknown, at: number): string | undefined => {
    if (Array.isArray(item) && item.every((v) => v === null || typeof v !== 'object') && (item.length === 0 || flip(3)))
      return `[${item.map((v) => (typeof v === 'string' ? (flip(3) ? v : JSON.stringify(v)) : v === null ? '~' : String(v))).join(', ')}]`;
    if (
      item !== null &&
      typeof item === 'object' &&
      !Array.isArray(item) &&
      Object.values(item).every((v) => v === null || typeof v !== 'object') &&
      Object.keys(item).length &&
      flip(3)
    )
      return `{${Object.entries(item)
        .map(
          ([k, v]) =>
            `${k}: ${typeof v === 'string' ? (/^[A-Za-z][\w .-]*$/.test(v) && flip(2) ? v : JSON.stringify(v)) : v === null ? '~' : String(v)}`,
        )
        .join(', ')}}`;
    if (item !== null && typeof item === 'object')
      return Object.keys(item).length === 0 ? (Array.isArray(item) ? '[]' : '{}') : undefined;
    return blockScalarText(item, flip, at);
  };
  if (Array.isArray(value)) {
    for (const item of value) {
      extras();
      const text = inline(item, indent + 2);
      if (text !== undefined) lines.push(`${pad}- ${text}`);
      else {
        const [first = '', ...rest] = blockLines(item, indent + 2, step, flip);
        lines.push(`${pad}- ${first.trimStart()}`, ...rest);
      }
    }
    return lines;
  }
  for (const [name, item] of Object.entries(value as Record<string, unknown>)) {
    extras();
    const key = flip(1) ? JSON.stringify(name) : flip(1) ? `'${name}'` : name;
    const text = inline(item, indent + step);
    const comment = flip(1) ? ' # why' : '';
    if (text !== undefined)
      lines.push(
        text === '' ? `${pad}${key}:${comment}` : `${pad}${key}: ${text}${text.includes('\n') ? '' : comment}`,
      );
    else {
      const seqHere = Array.isArray(item) && flip(3);
      lines.push(`${pad}${key}:${comment}`, ...blockLines(item, seqHere ? indent : indent + step, step, flip));
    }
  }
  return lines;
}

/** A mapping written in block style with 1–4 spaces of indentation, one text in five with CRLF line ends. */
export const blockYamlText = fc
  .tuple(fc.dictionary(nameKey, blockValue, { minKeys: 1, maxKeys: 6 }), fc.integer({ min: 1, max: 4 }), fc.nat())
  .map(([data, step, seed]) => {
    const flip = coins(seed);
    const text = `${blockLines(data, 0, step, flip).join('\n')}\n`;
    return flip(5) ? text.replaceAll('\n', '\r\n') : text;
  });

/** Small edits to a block-style text. */
export const mutatedBlock = fc
  .tuple(
    blockYamlText,
    fc.nat(),
    fc.constantFrom(
      ' ',
      '  ',
      '\n',
      ':',
      '- ',
      '#',
      ' #',
      '"',
      "'",
      '{',
      '}',
      '[',
      ']',
      ',',
      '|',
      '|-',
      '|+',
      '>',
      '\\',
      '-',
      'x: 1\n',
      '  x: 1\n',
      '\n  ',
      ...CONTROLS,
    ),
  )
  .map(([text, at, insert]) => {
    const i = text.length ? at % text.length : 0;
    return text.slice(0, i) + insert + text.slice(i);
  });
