import { run } from './action/runner.js';

await run();
