import { describe, expect, it } from 'vitest';
import { loadJson } from '../../src/parse/fast-json.js';
import { hasLoneCr } from '../../src/parse/lone-cr.js';

/** True when the fast path reads the JSON text itself (no repeated key, nothing for the full parse). */
const accepted = (text: string, maxDepth?: number) => loadJson(text, maxDepth) !== undefined;

describe('the JSON reader counts keys in the text and in the data', () => {
  it('declines a repeated key, however it is written', () => {
    expect(accepted('{"a": 1, "b": 2}')).toBe(true);
    expect(accepted('{"a": 1, "a": 2}')).toBe(false);
    expect(accepted('{"a": 1, "\\u0061": 2}')).toBe(false);
    expect(accepted('{"a\\"": 1, "a\\"" : 2}')).toBe(false);
    expect(accepted('{"__proto__": 1, "__proto__": 2}')).toBe(false);
    expect(accepted('{"0": 1, "1": 2, "0": 3}')).toBe(false);
    expect(accepted('{"x": {"a": 1}, "y": [{"a": 1}, {"b": 1, "b": 2}]}')).toBe(false);
  });

  it('keeps keys apart from strings that hold quotes, colons and backslashes', () => {
    expect(accepted('{"a\\\\": "b\\\\", "c": "\\": not a key"}')).toBe(true);
    expect(accepted('{"x": "a\\\\\\"b", "y" : "z:"}')).toBe(true);
    expect(accepted('{ "a" : { "a" : 1 }, "list": ["a", "a"] }')).toBe(true);
    expect(accepted('"just a string: with a colon"')).toBe(true);
  });

  it('leaves an over-long key and deep nesting to the full parse', () => {
    expect(accepted(`{"${'k'.repeat(998)}": 1}`)).toBe(true);
    expect(accepted(`{"${'k'.repeat(999)}": 1}`)).toBe(false);
    expect(accepted('[[[1]]]', 3)).toBe(true);
    expect(accepted('[[[1]]]', 2)).toBe(false);
    expect(accepted('{"a": {"b": {}}}', 2)).toBe(false);
    expect(accepted(`${'['.repeat(101)}${']'.repeat(101)}`)).toBe(false);
  });

  it('declines a CR that is no CRLF, and only that', () => {
    expect(hasLoneCr('a\r\nb\r\n')).toBe(false);
    expect(hasLoneCr('a\rb')).toBe(true);
    expect(hasLoneCr('a\r\nb\r')).toBe(true);
    expect(accepted('{"a": 1,\r\n"b": 2}\r\n')).toBe(true);
    expect(accepted('{"a": 1,\r"b": 2}')).toBe(false);
  });
});
