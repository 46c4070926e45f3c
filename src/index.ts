import { run } from './action/run.js';

await run();
