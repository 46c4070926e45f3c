import { describe, expect, it } from 'vitest';
import { referencedIntentIds } from '../../src/formats/intent/named-by-pull-request.js';

const known = new Set(['fix-login', 'account-lockout', 'main']);

describe('intents a pull request references', () => {
  it('reads `Intent: <id>` lines, in any case, with or without a list marker or backticks', () => {
    expect(
      referencedIntentIds(
        'Implements the lockout.\n\nIntent: account-lockout\n- intent: `fix-login`\n',
        'feature/x',
        known,
      ),
    ).toEqual(['account-lockout', 'fix-login']);
  });
  it('reads a head branch ending in /<intent-id>', () => {
    expect(referencedIntentIds('', 'forge/fix-login', known)).toEqual(['fix-login']);
  });
  it('ignores ids that name no intent, and mentions inside prose', () => {
    expect(referencedIntentIds('This intent: fix-login is related', 'forge/unknown', known)).toEqual([]);
  });
});
