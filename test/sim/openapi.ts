/**
 * GitHub's REST API description (`@octokit/openapi`, api.github.com.json), loaded once per
 * process, and a route table built from it: which documented operation a method + path is, its
 * path parameters, and the checks of its query, path parameters and JSON body.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { validateSchema, type Schema, type SchemaError } from './schema.js';

const DESCRIPTION_FILE = fileURLToPath(
  new URL('../../node_modules/@octokit/openapi/generated/api.github.com.json', import.meta.url),
);

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const METHODS: readonly Method[] = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'];

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
  'x-multi-segment'?: boolean;
}

export interface Operation {
  operationId: string;
  method: Method;
  /** The documented template, e.g. `/repos/{owner}/{repo}/issues/{issue_number}/comments`. */
  template: string;
  parameters: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: Schema }> };
  responses: Record<string, unknown>;
}

type Segment =
  | { kind: 'literal'; value: string }
  | { kind: 'param'; name: string; multi: boolean }
  | { kind: 'mixed'; pattern: RegExp; names: string[] };

interface Route {
  template: string;
  segments: Segment[];
  literals: number;
  multi: boolean;
  mixed: boolean;
  operations: Partial<Record<Method, Operation>>;
}

interface Description {
  paths: Record<string, Record<string, Omit<Operation, 'method' | 'template'>>>;
  components: Record<string, Record<string, unknown>>;
}

export interface OpenApi {
  resolve(ref: string): Schema;
  /** Follow `$ref`s until a plain object. */
  deref<T>(value: T | { $ref: string }): T;
  match(method: string, rawPath: string): MatchResult;
  byOperationId(operationId: string): Operation | undefined;
  /** The JSON schema GitHub documents for this operation's response with this status, if any. */
  responseSchema(operation: Operation, status: number): Schema | undefined;
  validateRequest(operation: Operation, query: URLSearchParams, body: unknown, hasBody: boolean): string[];
  validateResponse(operation: Operation, status: number, body: unknown): SchemaError[];
}

type MatchResult = { ok: true; operation: Operation; params: Record<string, string> } | { ok: false; reason: string };

let cached: OpenApi | undefined;
let loads = 0;

/** The description and its route table: built on first use, then shared by the whole process. */
export function openApi(): OpenApi {
  cached ??= (loads++, build(JSON.parse(readFileSync(DESCRIPTION_FILE, 'utf8')) as Description));
  return cached;
}

/** How many times this process has read and indexed the description (the work the tests count). */
export function descriptionLoads(): number {
  return loads;
}

function build(description: Description): OpenApi {
  const resolve = (ref: string): Schema => {
    if (!ref.startsWith('#/')) throw new Error(`external $ref not supported: ${ref}`);
    let node: unknown = description;
    for (const part of ref.slice(2).split('/')) {
      node = (node as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
      if (node === undefined) throw new Error(`unresolved $ref ${ref}`);
    }
    return node as Schema;
  };
  const deref = <T>(value: T | { $ref: string }): T => {
    let node = value as unknown;
    while (node && typeof node === 'object' && typeof (node as { $ref?: unknown }).$ref === 'string')
      node = resolve((node as { $ref: string }).$ref);
    return node as T;
  };

  const routes: Route[] = [];
  const byLength = new Map<number, Route[]>();
  const multiRoutes: Route[] = [];
  const operations = new Map<string, Operation>();

  for (const [template, item] of Object.entries(description.paths)) {
    const route: Route = { template, segments: [], literals: 0, multi: false, mixed: false, operations: {} };
    const multiNames = new Set<string>();
    for (const [key, raw] of Object.entries(item)) {
      const method = key.toUpperCase() as Method;
      if (!METHODS.includes(method)) continue;
      const parameters = (raw.parameters ?? []).map((p) => deref<Parameter>(p));
      for (const p of parameters) if (p.in === 'path' && p['x-multi-segment']) multiNames.add(p.name);
      const operation: Operation = { ...raw, parameters, method, template };
      route.operations[method] = operation;
      operations.set(operation.operationId, operation);
    }
    for (const part of template.split('/').slice(1)) {
      const whole = /^\{([^}]+)\}$/.exec(part);
      if (whole) {
        const name = whole[1] as string;
        const multi = multiNames.has(name);
        route.multi ||= multi;
        route.segments.push({ kind: 'param', name, multi });
      } else if (part.includes('{')) {
        const names: string[] = [];
        const source = part.split(/(\{[^}]+\})/).map((piece) => {
          const m = /^\{([^}]+)\}$/.exec(piece);
          if (!m) return piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          names.push(m[1] as string);
          return '(.+?)';
        });
        route.mixed = true;
        route.segments.push({ kind: 'mixed', pattern: new RegExp(`^${source.join('')}$`), names });
      } else {
        route.literals++;
        route.segments.push({ kind: 'literal', value: part });
      }
    }
    routes.push(route);
    if (route.multi) multiRoutes.push(route);
    else {
      const list = byLength.get(route.segments.length) ?? [];
      list.push(route);
      byLength.set(route.segments.length, list);
    }
  }

  const decode = (raw: string): string | undefined => {
    try {
      return decodeURIComponent(raw);
    } catch {
      return undefined;
    }
  };

  /** Match raw (still percent-encoded) segments against a route; multi-segment params take one or more. */
  const matchRoute = (route: Route, parts: string[]): Record<string, string> | undefined => {
    const params: Record<string, string> = {};
    const walk = (si: number, pi: number): boolean => {
      if (si === route.segments.length) return pi === parts.length;
      if (pi >= parts.length) return false;
      const segment = route.segments[si] as Segment;
      const part = parts[pi] as string;
      if (segment.kind === 'literal') return segment.value === part && walk(si + 1, pi + 1);
      if (segment.kind === 'mixed') {
        const value = decode(part);
        const m = value === undefined ? null : segment.pattern.exec(value);
        if (!m) return false;
        segment.names.forEach((name, i) => (params[name] = m[i + 1] as string));
        return walk(si + 1, pi + 1);
      }
      if (part === '') return false;
      if (!segment.multi) {
        const value = decode(part);
        if (value === undefined) return false;
        params[segment.name] = value;
        return walk(si + 1, pi + 1);
      }
      // A multi-segment parameter: the longest span that lets the rest match.
      for (let end = parts.length; end > pi; end--) {
        const span = parts.slice(pi, end);
        if (span.some((s) => s === '')) continue;
        const value = decode(span.join('/'));
        if (value === undefined) continue;
        params[segment.name] = value;
        if (walk(si + 1, end)) return true;
      }
      return false;
    };
    return walk(0, 0) ? params : undefined;
  };

  const checkPathParams = (operation: Operation, params: Record<string, string>): string[] => {
    const problems: string[] = [];
    for (const p of operation.parameters) {
      if (p.in !== 'path') continue;
      const value = params[p.name];
      if (value === undefined || value === '') {
        problems.push(`path parameter ${p.name} is missing`);
        continue;
      }
      problems.push(...checkScalar(p, value, `path parameter ${p.name}`));
    }
    return problems;
  };

  const checkScalar = (p: Parameter, raw: string, label: string): string[] => {
    const schema = p.schema ? deref<Schema>(p.schema) : undefined;
    if (!schema) return [];
    let value: unknown = raw;
    const type = schema.type;
    if (type === 'integer' || type === 'number') {
      if (!/^-?\d+(\.\d+)?$/.test(raw))
        return [`${label} must be ${type === 'integer' ? 'an integer' : 'a number'}, got ${JSON.stringify(raw)}`];
      value = Number(raw);
    } else if (type === 'boolean') {
      if (raw !== 'true' && raw !== 'false') return [`${label} must be true or false, got ${JSON.stringify(raw)}`];
      value = raw === 'true';
    } else if (type === 'array') {
      const items = schema.items ? deref<Schema>(schema.items as Schema) : undefined;
      value = raw.split(',').map((v) => (items?.type === 'integer' && /^-?\d+$/.test(v) ? Number(v) : v));
    } else if (type === undefined && (schema.oneOf || schema.anyOf)) {
      // e.g. `milestone`: a number or "*"/"none"; accept either reading.
      const asNumber = /^-?\d+$/.test(raw) ? Number(raw) : undefined;
      const ok = [raw, asNumber].some((v) => v !== undefined && validateSchema(schema, v, resolve, label).length === 0);
      return ok ? [] : [`${label} ${JSON.stringify(raw)} matches none of its documented forms`];
    }
    return validateSchema(schema, value, resolve, label).map((e) => `${e.path} ${e.message}`);
  };

  const api: OpenApi = {
    resolve,
    deref,
    match(method, rawPath) {
      const upper = method.toUpperCase() as Method;
      if (!METHODS.includes(upper)) return { ok: false, reason: `method ${method} is not used by GitHub's REST API` };
      if (!rawPath.startsWith('/')) return { ok: false, reason: 'path does not start with /' };
      const parts = rawPath.split('/').slice(1);
      const candidates: Array<{ route: Route; params: Record<string, string> }> = [];
      for (const route of [...(byLength.get(parts.length) ?? []), ...multiRoutes]) {
        const params = matchRoute(route, parts);
        if (params) candidates.push({ route, params });
      }
      if (candidates.length === 0) return { ok: false, reason: 'no documented route has this path' };
      // Most specific first: more literal segments; then whole-segment parameters before a
      // `{base}...{head}` style segment (so a comparison is `repos/compare-commits-with-basehead`,
      // the request being the same for both operations); then fixed-length before multi-segment.
      candidates.sort(
        (a, b) =>
          b.route.literals - a.route.literals ||
          Number(a.route.mixed) - Number(b.route.mixed) ||
          Number(a.route.multi) - Number(b.route.multi),
      );
      const withMethod = candidates.filter((c) => c.route.operations[upper]);
      if (withMethod.length === 0) {
        return {
          ok: false,
          reason: `${upper} is not documented for ${candidates[0]?.route.template} (documented: ${Object.keys(candidates[0]?.route.operations ?? {}).join(', ')})`,
        };
      }
      let firstProblem = '';
      for (const { route, params } of withMethod) {
        const operation = route.operations[upper] as Operation;
        const problems = checkPathParams(operation, params);
        if (problems.length === 0) return { ok: true, operation, params };
        firstProblem ||= `${route.template}: ${problems.join('; ')}`;
      }
      return { ok: false, reason: firstProblem };
    },
    byOperationId: (id) => operations.get(id),
    responseSchema(operation, status) {
      const response = operation.responses[String(status)] ?? operation.responses[`${String(status)[0]}XX`];
      if (!response) return undefined;
      const resolved = deref<{ content?: Record<string, { schema?: Schema }> }>(
        response as { content?: Record<string, { schema?: Schema }> },
      );
      return resolved.content?.['application/json']?.schema;
    },
    validateRequest(operation, query, body, hasBody) {
      const problems: string[] = [];
      const documented = new Map<string, Parameter>();
      for (const p of operation.parameters) if (p.in === 'query') documented.set(p.name, p);
      for (const [name, p] of documented) {
        const values = query.getAll(name);
        if (values.length === 0) {
          if (p.required) problems.push(`query parameter ${name} is required`);
          continue;
        }
        const schema = p.schema ? deref<Schema>(p.schema) : undefined;
        if (values.length > 1 && schema?.type !== 'array')
          problems.push(`query parameter ${name} is given ${values.length} times`);
        problems.push(
          ...checkScalar(
            p,
            schema?.type === 'array' ? values.join(',') : (values[0] as string),
            `query parameter ${name}`,
          ),
        );
      }
      for (const name of new Set(query.keys())) {
        if (!documented.has(name))
          problems.push(`query parameter ${name} is not documented for ${operation.operationId}`);
      }
      const requestBody = operation.requestBody ? deref(operation.requestBody) : undefined;
      if (!requestBody) {
        if (hasBody)
          problems.push(`${operation.operationId} takes no request body, got ${JSON.stringify(body)?.slice(0, 80)}`);
        return problems;
      }
      if (!hasBody) {
        if (requestBody.required) problems.push(`${operation.operationId} requires a JSON body`);
        return problems;
      }
      const schema = requestBody.content['application/json']?.schema;
      if (schema) {
        for (const e of validateSchema(schema, body, resolve, 'body', { strict: true }))
          problems.push(`${e.path} ${e.message}`);
      }
      return problems;
    },
    validateResponse(operation, status, body) {
      const schema = api.responseSchema(operation, status);
      return schema ? validateSchema(schema, body, resolve, 'response', { lenientOneOf: true }) : [];
    },
  };
  return api;
}
