/** One raw request to the simulator, as a client would send it, and its parsed answer. */
import { WRITE_TOKEN, type Simulator } from '../sim/index.js';

export interface Answer {
  status: number;
  headers: Headers;
  // GitHub's answers, read field by field as each test needs.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
}

export async function call(sim: Simulator, method: string, path: string, body?: unknown, token: string | null = WRITE_TOKEN): Promise<Answer> {
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
