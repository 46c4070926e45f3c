/** Raw requests to the simulator, as a client would send them, for the simulator's own tests. */
import { afterEach } from 'vitest';
import { simState, startSimulator, WRITE_TOKEN, type Simulator, type SimState } from '../sim/index.js';

/**
 * A `start(state)` for a test file: each simulator it starts is closed after its test. Call it
 * once at the top of the file (it registers the `afterEach`).
 */
export function simulators(): (state?: SimState) => Promise<Simulator> {
  const running: Simulator[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((sim) => sim.close()));
  });
  return async (state = simState()) => {
    const sim = await startSimulator(state);
    running.push(sim);
    return sim;
  };
}

export interface Answer {
  status: number;
  headers: Headers;
  // GitHub's answers, read field by field as each test needs.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
}

/** One request and its parsed answer. */
export async function call(
  sim: Simulator,
  method: string,
  path: string,
  body?: unknown,
  token: string | null = WRITE_TOKEN,
): Promise<Answer> {
  const response = await fetch(`${sim.url}${path}`, {
    method,
    headers: {
      accept: 'application/vnd.github+json',
      ...(token && { authorization: `token ${token}` }),
      ...(body !== undefined && { 'content-type': 'application/json; charset=utf-8' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: text ? JSON.parse(text) : undefined };
}
