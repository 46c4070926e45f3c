import { createRequire } from 'node:module';
import type Bottleneck from 'bottleneck';

/**
 * Bottleneck (under the client's throttling and retry plugins) yields to the event loop several
 * times for each request it schedules, each time with a zero-delay timer, which Node runs no
 * sooner than a millisecond later: nothing against GitHub, but against the in-process simulator
 * 10-25 ms of every request, most of a journey's time. In process, the tests yield with
 * `setImmediate` instead; the throttling and retry code runs as it does, and the full run
 * (`npm run test:full`) runs the bundle untouched. The plugins load the light build, the one
 * patched here; a Bottleneck without this method fails here, not silently slower.
 */
const Light = createRequire(import.meta.url)('bottleneck/light.js') as typeof Bottleneck;
const store = Object.getPrototypeOf((new Light() as unknown as { _store: object })._store) as {
  yieldLoop?: (t?: number) => Promise<void>;
};
if (typeof store.yieldLoop !== 'function')
  throw new Error('bottleneck/light.js no longer has yieldLoop: see this file');
store.yieldLoop = (t = 0) => new Promise((resolve) => (t > 0 ? setTimeout(resolve, t) : setImmediate(resolve)));
