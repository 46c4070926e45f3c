import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { grouped } from '../../src/util/grouped.js';

describe('grouped', () => {
  it('groups digits by threes', () => {
    expect([0, 7, 999, 1000, 12345, 1000000, -4321].map(grouped)).toEqual([
      '0',
      '7',
      '999',
      '1,000',
      '12,345',
      '1,000,000',
      '-4,321',
    ]);
  });

  it("writes every safe whole number as toLocaleString('en-US') does", () => {
    fc.assert(
      fc.property(
        fc.maxSafeInteger().filter((n) => !Object.is(n, -0)),
        (n) => grouped(n) === n.toLocaleString('en-US'),
      ),
    );
  });
});
