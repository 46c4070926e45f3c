import { describe, expect, it } from 'vitest';
import { failureReasons, parseFailOn } from '../../src/gate/fail-on.js';

const ALLOWED = 'use a comma list of error, warning, veto, reject, or never alone.';
const VETO = {
  findings: [],
  gate: {
    result: 'veto' as const,
    counted: 'veto' as const,
    declaredBy: [],
    p0: 1,
    p1: 0,
    p2: 0,
    p3: 0,
    items: [],
    sources: [],
  },
};

describe('a fail-on value is read or refused, never read as less than it says', () => {
  it.each([
    ['error,veto,reject', ['error', 'veto', 'reject']],
    [' Error , VETO ', ['error', 'veto']],
    ['warning', ['warning']],
    ['never', ['never']],
    // The same level twice is the level once: the headline names the list as read.
    ['reject,reject', ['reject']],
  ])('%j reads as %j', (text, levels) => {
    expect(parseFailOn(text, '--fail-on')).toEqual({ levels });
  });

  it.each([
    ['', 'names no level'],
    ['  ', 'names no level'],
    [',', 'has an empty entry'],
    ['error,', 'has an empty entry'],
    ['error,,veto', 'has an empty entry'],
    ['sometimes', 'has no level `sometimes`'],
    ['rejct', 'has no level `rejct` (did you mean `reject`?)'],
    ['error,x,y', 'has no level `x`, `y`'],
    ['never,error', 'puts never beside other levels, which would fail on nothing'],
    ['veto,never', 'puts never beside other levels, which would fail on nothing'],
  ])('%j is refused: %s', (text, why) => {
    expect(parseFailOn(text, '--fail-on')).toEqual({ problem: `--fail-on ${JSON.stringify(text)} ${why}; ${ALLOWED}` });
  });

  it('a refused value would have let a veto through; every value it reads fails on it, but never', () => {
    // What each refused value meant before it was refused: no level, or `never` winning.
    for (const meant of [[], ['never', 'error']] as const) expect(failureReasons(VETO, meant)).toEqual([]);
    for (const text of ['error,veto', 'reject', 'veto']) {
      const read = parseFailOn(text, '--fail-on');
      expect('levels' in read && failureReasons(VETO, read.levels)).toEqual(['gate veto (1 P0)']);
    }
  });
});
