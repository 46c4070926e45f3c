import { run } from './action/runner.js';
import { keepYoungGenerationSmall } from './young-generation.js';

keepYoungGenerationSmall();
await run();
