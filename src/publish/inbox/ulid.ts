import { randomBytes } from 'node:crypto';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A ULID (spec 5's recommended message id): 48 bits of milliseconds, 80 random bits, Crockford base32. */
export function ulid(now: Date = new Date()): string {
  let time = now.getTime();
  let out = '';
  for (let i = 0; i < 10; i++) {
    out = CROCKFORD[time % 32]! + out;
    time = Math.floor(time / 32);
  }
  const random = randomBytes(16);
  for (let i = 0; i < 16; i++) out += CROCKFORD[random[i]! % 32];
  return out;
}
