import { describe, expect, it } from 'vitest';
import { emptyFailOnNote, envInputs, readInputs } from '../../src/action/inputs.js';
import { UsageError } from '../../src/errors.js';

/** The inputs as the runner passes them: `INPUT_<NAME>` in the environment. */
const inputs = (given: Record<string, string>) =>
  readInputs(envInputs(Object.fromEntries(Object.entries(given).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v]))));

function refusal(given: Record<string, string>): string {
  try {
    inputs(given);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error(`${JSON.stringify(given)} was read`);
}

describe('the fail-on input is read as the --fail-on flag is', () => {
  it('an absent or empty input is the default, which fails on errors and on the gate', () => {
    expect(inputs({})['fail-on']).toEqual(['error', 'veto', 'reject']);
    expect(inputs({ 'fail-on': '' })['fail-on']).toEqual(['error', 'veto', 'reject']);
    expect(inputs({ 'fail-on': '  ' })['fail-on']).toEqual(['error', 'veto', 'reject']);
    expect(inputs({ 'fail-on': 'never' })['fail-on']).toEqual(['never']);
    expect(inputs({ 'fail-on': 'veto, reject' })['fail-on']).toEqual(['veto', 'reject']);
  });

  it.each([
    [',', 'has an empty entry'],
    ['error,', 'has an empty entry'],
    ['sometimes', 'has no level `sometimes`'],
    ['never,error', 'puts never beside other levels, which would fail on nothing'],
  ])('%j fails the step, naming the value and what it may be', (value, why) => {
    expect(refusal({ 'fail-on': value })).toBe(
      `Input \`fail-on\` ${JSON.stringify(value)} ${why}; use a comma list of error, warning, veto, reject, or never alone.`,
    );
  });

  it('names every input that is wrong, at once', () => {
    expect(refusal({ 'fail-on': 'never,veto', comment: 'yes' })).toBe(
      'Input `fail-on` "never,veto" puts never beside other levels, which would fail on nothing; use a comma list of error, warning, veto, reject, or never alone. Input `comment` must be true or false, not `yes`.',
    );
  });

  it('an input given empty is said in the log; one the runner never set is not', () => {
    expect(emptyFailOnNote({ 'INPUT_FAIL-ON': '' })).toBe(
      'Input `fail-on` is empty; the step fails on the default, error,veto,reject.',
    );
    expect(emptyFailOnNote({ 'INPUT_FAIL-ON': ' ' })).toBeDefined();
    expect(emptyFailOnNote({})).toBeUndefined();
    expect(emptyFailOnNote({ 'INPUT_FAIL-ON': 'never' })).toBeUndefined();
  });
});
