import { run } from './action/runner.js';
import { keepHeapSmall } from './io/memory-budget.js';

keepHeapSmall();
await run();
