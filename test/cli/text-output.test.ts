import { describe, expect, it } from 'vitest';
import { REPO } from '../helpers/bundle.js';
import { cli } from './in-process.js';

const EXAMPLE = ['check', 'examples/pipeline', '--fail-on', 'never'];

describe('the text report of the sample pipeline, as a person reads it', () => {
  it('shows a review item where it is and where it was declared, both from the current folder', async () => {
    const run = await cli(EXAMPLE, REPO);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      '      at examples/pipeline/docs/requirements/user-stories.md:42 · declared in examples/pipeline/.work/06_reviewer/completeness.yaml:10\n',
    );
  });
});
