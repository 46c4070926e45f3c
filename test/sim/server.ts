/**
 * The HTTP side of the simulator: node:http on 127.0.0.1 (random port), every request checked
 * against GitHub's OpenAPI description, authenticated, optionally faulted or delayed, served one
 * at a time in arrival order, and recorded.
 */
import { holdsSecret } from '../../src/secrets.js';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkHandlers } from './checks.js';
import {
  errorBody,
  handlers as issueAndRepoHandlers,
  HttpError,
  type Handler,
  type HandlerRequest,
  type HandlerResponse,
} from './handlers.js';
import { openApi, type Operation } from './openapi.js';
import { HTML } from './render.js';
import { reviewHandlers } from './reviews.js';
import type { Scope, SimState, SimToken } from './state.js';

export interface SimRequest {
  method: string;
  /** The path as received, still percent-encoded (`/repos/o/r/contents/a%2Fb.yaml`). */
  path: string;
  /** Query parameters; a repeated one is an array. */
  query: Record<string, string | string[]>;
  /** The parsed JSON body, if any. */
  body: unknown;
  /** GitHub's operationId (`issues/create-comment`); null for an undocumented route. */
  operationId: string | null;
  /** Path parameters, decoded (`{ owner, repo, path }`). */
  params: Record<string, string>;
  status: number;
  /** The token's login; null when unauthenticated. */
  login: string | null;
  /** When it was served (ms since the epoch). */
  at: number;
  /** Answered by `sim.fail(...)`. */
  fault?: true;
  /** Performed, then its answer lost by `sim.loseResponse(...)`: `status` is what the operation answered. */
  lost?: 502 | 'reset';
}

export interface Violation {
  /**
   * route: no documented operation has this method + path; request: a parameter or the body breaks
   * the operation's description; unsimulated: documented, but the simulator does not serve it;
   * response: the simulator's own answer breaks the description (a simulator bug); secret: the
   * request's body quotes something shaped like a credential (handoff-gate must name, never show, one).
   */
  kind: 'route' | 'request' | 'unsimulated' | 'response' | 'secret';
  method: string;
  path: string;
  operationId: string | null;
  reason: string;
}

/** Which requests a fault or a delay applies to; every given field must match. */
interface RequestMatch {
  method?: string;
  /** Exact path (as sent or decoded), or a RegExp tested against both. */
  path?: string | RegExp;
  operationId?: string;
}

interface FaultSpec extends RequestMatch {
  /** How many matching requests to answer this way (default 1). */
  times?: number;
  /** How many matching requests to let through first (default 0): a fault in the middle of a run's writes. */
  after?: number;
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
}

/** A request that is performed and whose answer is then lost (see `sim.loseResponse`). */
interface LossSpec extends RequestMatch {
  /** How many matching requests to lose the answer of (default 1). */
  times?: number;
  /** How many matching requests that reach the operation to answer normally first (default 0): a loss in the middle of a run's writes. */
  after?: number;
  /** Answer 502 Bad Gateway (a proxy that lost its upstream) or destroy the socket (a reset); default 502. */
  status?: 502 | 'reset';
}

interface DelaySpec extends RequestMatch {
  /** Hold the response this long after the request was served (other requests go on meanwhile). */
  ms: number;
}

export interface SimulatorOptions {
  delays?: DelaySpec[];
  /** Check the simulator's own responses against the description (default true; a mismatch is a violation of kind `response`). */
  validateResponses?: boolean;
}

export interface Simulator {
  /** `http://127.0.0.1:<port>`: use as GITHUB_API_URL / Octokit's baseUrl. */
  url: string;
  state: SimState;
  requests: SimRequest[];
  violations: Violation[];
  /** Answer the next `times` matching requests (after the first `after` of them) with this response instead. */
  fail(fault: FaultSpec): void;
  /**
   * Perform the next `times` matching requests, then lose their answers: 502 or a reset socket.
   * The write happened on the simulated GitHub; the client cannot know it (a lost response).
   * `after`: answer that many matching requests first (a planted fault's requests do not count).
   */
  loseResponse(match: RequestMatch, options?: { status?: 502 | 'reset'; times?: number; after?: number }): void;
  /**
   * Run `happen` once, just before the next matching request is served: someone else's change that
   * lands between a client's read and its write (a commit to the file it is about to write: a 409).
   */
  meanwhile(match: RequestMatch, happen: () => void): void;
  /** Delay the responses to matching requests (widens race windows between concurrent clients). */
  delay(spec: DelaySpec): void;
  /** Requests other than GET (faulted ones included). */
  writes(): SimRequest[];
  /** How many requests had this operationId. */
  countBy(operationId: string): number;
  /** Forget the recorded requests and violations (the arrays are emptied in place). */
  clearLog(): void;
  /** The environment a runner gives an action for this server. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

/** Every simulated operation, by operationId. */
const handlers: Record<string, Handler> = { ...issueAndRepoHandlers, ...checkHandlers, ...reviewHandlers };

/** The token permission a write needs, by GitHub's name (undefined: none a test can withhold). */
function scopeOf(operationId: string): Scope | undefined {
  const [category] = operationId.split('/');
  if (category === 'checks') return 'checks';
  if (category === 'pulls') return 'pull_requests';
  if (category === 'issues' || category === 'reactions') return 'issues';
  if (
    category === 'git' ||
    operationId === 'repos/create-or-update-file-contents' ||
    operationId === 'repos/delete-file'
  )
    return 'contents';
  return undefined;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function matches(
  spec: RequestMatch,
  method: string,
  rawPath: string,
  decodedPath: string,
  operationId: string | null,
): boolean {
  if (spec.method && spec.method.toUpperCase() !== method) return false;
  if (spec.operationId && spec.operationId !== operationId) return false;
  if (spec.path instanceof RegExp) {
    spec.path.lastIndex = 0;
    const raw = spec.path.test(rawPath);
    spec.path.lastIndex = 0;
    if (!raw && !spec.path.test(decodedPath)) return false;
  } else if (typeof spec.path === 'string' && spec.path !== rawPath && spec.path !== decodedPath) {
    return false;
  }
  return true;
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

const readBody = (req: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

interface Outcome {
  response: HandlerResponse;
  delayMs: number;
  /** Performed, but answered 502 or with a reset socket instead of `response`. */
  lose?: 502 | 'reset';
}

/** Start a simulator over `state` (mutated in place as requests arrive). */
export async function startSimulator(state: SimState, options: SimulatorOptions = {}): Promise<Simulator> {
  const api = openApi();
  const requests: SimRequest[] = [];
  const violations: Violation[] = [];
  const faults: Array<FaultSpec & { left: number; through: number }> = [];
  const losses: Array<LossSpec & { left: number; through: number }> = [];
  const pending: Array<RequestMatch & { happen: () => void }> = [];
  const delays: DelaySpec[] = [...(options.delays ?? [])];
  const validateResponses = options.validateResponses ?? true;
  let url = '';
  let served = 0;
  let queue: Promise<unknown> = Promise.resolve();

  const serve = (method: string, target: URL, headers: IncomingMessage['headers'], raw: Buffer): Outcome => {
    const rawPath = target.pathname;
    const decodedPath = safeDecode(rawPath);
    const query = target.searchParams;
    const record: SimRequest = {
      method,
      path: rawPath,
      query: {},
      body: undefined,
      operationId: null,
      params: {},
      status: 0,
      login: null,
      at: Date.now(),
    };
    for (const key of new Set(query.keys())) {
      const all = query.getAll(key);
      record.query[key] = all.length === 1 ? (all[0] as string) : all;
    }
    requests.push(record);
    const violation = (kind: Violation['kind'], reason: string): void => {
      violations.push({ kind, method, path: rawPath, operationId: record.operationId, reason });
    };
    const done = (response: HandlerResponse, delayMs = 0): Outcome => {
      record.status = response.status;
      return { response, delayMs };
    };

    // 1. Which documented operation is this?
    const match = api.match(method, rawPath);
    if (!match.ok) {
      violation('route', match.reason);
      return done(errorBody(404, 'Not Found'));
    }
    const operation: Operation = match.operation;
    record.operationId = operation.operationId;
    record.params = match.params;

    // 2. Its parameters and body, against the description.
    let body: unknown;
    const hasBody = raw.length > 0 && raw.toString('utf8').trim() !== '';
    if (hasBody) {
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        violation('request', 'body is not valid JSON');
        return done(errorBody(400, 'Problems parsing JSON'));
      }
    }
    record.body = body;
    // Every end-to-end test that expects no violation also proves no request carried a credential.
    if (hasBody && holdsSecret(raw.toString('utf8')))
      violation('secret', 'the request body quotes something shaped like a credential');
    const problems = api.validateRequest(operation, query, body, hasBody);
    if (problems.length > 0) {
      violation('request', problems.join('; '));
      return done(errorBody(422, `Invalid request.\n\n${problems.join('\n')}`));
    }

    // 3. Who is asking, and may they?
    const auth = /^(?:token|bearer)\s+(\S+)\s*$/i.exec(String(headers.authorization ?? ''));
    if (!auth) return done(errorBody(401, 'Requires authentication'));
    const token: SimToken | undefined = state.tokens[auth[1] as string];
    if (!token) return done(errorBody(401, 'Bad credentials'));
    record.login = token.login;
    const scope = scopeOf(operation.operationId);
    if (method !== 'GET' && (token.permission === 'read' || (scope !== undefined && token.denied?.includes(scope)))) {
      return done(
        errorBody(
          403,
          'Resource not accessible by integration',
          {},
          `https://docs.github.com/rest/${operation.operationId.split('/')[0]}`,
        ),
      );
    }

    const delayMs = delays
      .filter((d) => matches(d, method, rawPath, decodedPath, operation.operationId))
      .reduce((sum, d) => sum + d.ms, 0);

    // Something else happens on GitHub first (a concurrent commit), as planted.
    const first = pending.findIndex((p) => matches(p, method, rawPath, decodedPath, operation.operationId));
    if (first !== -1) pending.splice(first, 1)[0]!.happen();

    // 4. A planted fault answers instead.
    // Each fault lets its first `after` matching requests through, then answers `times` of them.
    let fault: (typeof faults)[number] | undefined;
    for (const f of faults) {
      if (f.left <= 0 || !matches(f, method, rawPath, decodedPath, operation.operationId)) continue;
      if (f.through > 0) {
        f.through--;
        continue;
      }
      fault = f;
      break;
    }
    if (fault) {
      fault.left--;
      record.fault = true;
      return done(
        {
          status: fault.status,
          body: fault.body ?? (fault.status === 204 ? undefined : { message: `simulated ${fault.status}` }),
          headers: fault.headers ?? {},
        },
        delayMs,
      );
    }

    // 5. The operation itself.
    const handler = handlers[operation.operationId];
    if (!handler) {
      violation(
        'unsimulated',
        `${operation.operationId} (${method} ${operation.template}) is documented but not simulated`,
      );
      return done({ status: 501, body: { message: `simulator: ${operation.operationId} is not simulated` } });
    }
    const request: HandlerRequest = {
      method,
      params: match.params,
      query,
      body,
      token,
      headers,
      rawPath,
      ctx: { state, api: url },
    };
    let response: HandlerResponse;
    try {
      response = handler(request);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      response = error.response;
    }
    if (validateResponses && response.raw === undefined && response.status !== 501) {
      const wrong = api.validateResponse(operation, response.status, response.body);
      if (wrong.length > 0)
        violation(
          'response',
          `simulator's ${response.status} answer breaks the description: ${wrong.map((e) => `${e.path} ${e.message}`).join('; ')}`,
        );
    }
    // 6. The operation happened; its answer may still be lost on the way back.
    // As for faults: each loss lets its first `after` matching requests through, then loses `times` answers.
    let loss: (typeof losses)[number] | undefined;
    for (const l of losses) {
      if (l.left <= 0 || !matches(l, method, rawPath, decodedPath, operation.operationId)) continue;
      if (l.through > 0) {
        l.through--;
        continue;
      }
      loss = l;
      break;
    }
    if (loss) {
      loss.left--;
      record.lost = loss.status ?? 502;
      return { ...done(response, delayMs), lose: record.lost };
    }
    return done(response, delayMs);
  };

  const send = (res: ServerResponse, { response }: Outcome): void => {
    const headers: Record<string, string> = {
      'x-github-media-type': 'github.v3; format=json',
      'x-github-api-version-selected': '2022-11-28',
      'x-github-request-id': `SIM:${served}`,
      'x-ratelimit-limit': '5000',
      'x-ratelimit-remaining': String(Math.max(1, 5000 - served)),
      'x-ratelimit-used': String(Math.min(4999, served)),
      'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3600),
      'x-ratelimit-resource': 'core',
    };
    let payload: Buffer | undefined;
    if (response.raw !== undefined) payload = response.raw;
    else if (response.status !== 204 && response.status !== 304 && response.body !== undefined) {
      payload = Buffer.from(typeof response.body === 'string' ? response.body : JSON.stringify(response.body));
      headers['content-type'] = 'application/json; charset=utf-8';
    }
    for (const [name, value] of Object.entries(response.headers ?? {})) headers[name.toLowerCase()] = value;
    if (payload) headers['content-length'] = String(payload.length);
    res.writeHead(response.status, headers);
    res.end(payload);
  };

  const server = createServer((req, res) => {
    void (async () => {
      let raw: Buffer;
      try {
        raw = await readBody(req);
      } catch {
        res.destroy();
        return;
      }
      const method = (req.method ?? 'GET').toUpperCase();
      const target = new URL(req.url ?? '/', 'http://127.0.0.1');
      // One at a time, in arrival order: state changes never interleave within a request.
      const turn = queue.then(() => {
        served++;
        return serve(method, target, req.headers, raw);
      });
      queue = turn.catch(() => undefined);
      let outcome: Outcome;
      try {
        outcome = await turn;
      } catch (error) {
        const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
        violations.push({
          kind: 'response',
          method,
          path: target.pathname,
          operationId: null,
          reason: `simulator crashed: ${message}`,
        });
        outcome = { response: { status: 500, body: { message: 'simulator crashed', detail: message } }, delayMs: 0 };
      }
      if (outcome.delayMs > 0) await sleep(outcome.delayMs);
      if (res.destroyed) return;
      if (outcome.lose === 'reset') res.destroy();
      else if (outcome.lose === 502)
        send(res, { response: { status: 502, body: { message: 'Server Error' } }, delayMs: 0 });
      else send(res, outcome);
    })();
  });
  server.keepAliveTimeout = 1000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  if (address.address !== '127.0.0.1') throw new Error(`simulator bound to ${address.address}`);
  url = `http://127.0.0.1:${address.port}`;

  return {
    url,
    state,
    requests,
    violations,
    fail(fault) {
      faults.push({ ...fault, left: fault.times ?? 1, through: fault.after ?? 0 });
    },
    meanwhile(match, happen) {
      pending.push({ ...match, happen });
    },
    loseResponse(match, options = {}) {
      losses.push({
        ...match,
        ...(options.status && { status: options.status }),
        left: options.times ?? 1,
        through: options.after ?? 0,
      });
    },
    delay(spec) {
      delays.push(spec);
    },
    writes: () => requests.filter((r) => r.method !== 'GET'),
    countBy: (operationId) => requests.filter((r) => r.operationId === operationId).length,
    clearLog() {
      requests.length = 0;
      violations.length = 0;
    },
    env: () => ({ GITHUB_API_URL: url, GITHUB_SERVER_URL: HTML, GITHUB_GRAPHQL_URL: `${url}/graphql` }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
