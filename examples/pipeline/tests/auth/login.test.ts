// Sample stub: the TestAgent's login tests.
import { describe, it } from 'vitest';

describe('login', () => {
  it.todo('accepts the right email and password');
  it.todo('gives the same error for an unknown email and a wrong password');
  it.todo('refuses the sixth attempt from one IP within 15 minutes');
});
