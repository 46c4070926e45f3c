import { run } from './action/runner.js';
import { keepYoungGenerationSmall } from './io/memory-budget.js';

keepYoungGenerationSmall();
await run();
