import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/**
 * An API fuzzer driven by the gateway's own OpenAPI document: for every operation it sends wrong
 * types, huge and negative numbers, 1 MB strings, NUL and control bytes, lone surrogates,
 * traversal strings, `__proto__`, malformed and deeply nested JSON and wrong content types, and
 * checks each answer: never a 5xx, every error problem+json, no stack trace or SQL in a body.
 * `pnpm test` runs it bounded (api-fuzz.test.ts); `pnpm bench` runs it long (bench/fuzz.ts).
 */

export interface Identity {
  name: string;
  /** Cookies of the identity's session ('' when signed out). */
  cookie: string;
  /** An anti-forgery token matching the cookie. */
  token: string;
}

export interface FuzzOptions {
  runsPerOperation: number;
  seed: number;
  /** Per operation and identity. */
  timeLimitMs: number;
  /** For the whole run: each operation and identity gets its share, so a loaded machine cuts cases, not the suite's time. */
  totalTimeMs?: number;
  /** Operations to leave out for this identity (signing in or out would end its session). */
  skip?: (operation: Operation, identity: Identity) => boolean;
}

export interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  query: { name: string; required: boolean; schema: JsonSchema }[];
  body: JsonSchema | null;
}

export interface FuzzCase {
  url: string;
  contentType: string | null;
  payload: string | null;
  withToken: boolean;
}

export interface FuzzFailure {
  operation: string;
  identity: string;
  request: string;
  status: number;
  reason: string;
  body: string;
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  minimum?: number;
  default?: unknown;
};

type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
};

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);
const UUID = '3f2b8c1e-9a4d-4e6f-8b21-5c7d9e0a1b2c';
const MEGABYTE = 'x'.repeat(1024 * 1024);

/** The operations of the document, with $refs resolved. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const resolve = (schema: JsonSchema | undefined, depth = 0): JsonSchema => {
    if (!schema || depth > 20) return {};
    if (schema.$ref) {
      const name = schema.$ref.split('/').pop() ?? '';
      return resolve(document.components?.schemas?.[name], depth + 1);
    }
    return schema;
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!METHODS.has(method)) continue;
      const parameters = operation.parameters ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, required: Boolean(p.required), schema: resolve(p.schema) })),
        body: operation.requestBody?.content?.['application/json']?.schema
          ? resolve(operation.requestBody.content['application/json'].schema)
          : null,
      });
    }
  }
  return operations;
}

/** A value the schema accepts as far as a small generator can tell (the base the fuzz mutates). */
function plausible(schema: JsonSchema, resolveRef: (s: JsonSchema) => JsonSchema, depth = 0): unknown {
  const s = resolveRef(schema);
  if (depth > 6) return null;
  if (s.default !== undefined) return s.default;
  if (s.enum?.length) return s.enum[0];
  const variant = s.anyOf?.[0] ?? s.oneOf?.[0] ?? s.allOf?.[0];
  if (variant) return plausible(variant, resolveRef, depth + 1);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const key of s.required ?? [])
        value[key] = plausible(s.properties?.[key] ?? {}, resolveRef, depth + 1);
      return value;
    }
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      return s.format === 'uuid' ? UUID : s.format === 'email' ? 'fuzz@vitrine.example' : 'fuzz';
    default:
      return null;
  }
}

const nastyStrings = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\u0001\u001f\u007f',
  '\u001b[31mred',
  '\ud800',
  'a\udfffb',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2f',
  '__proto__',
  'constructor',
  'prototype',
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a log-injection probe, sent as it is written.
  '${jndi:ldap://x}',
  '%',
  '%00',
  '\\',
  '',
  ' ',
  '-1',
  '1e309',
  'NaN',
  'Infinity',
  'null',
  'true',
  '[]',
  '{}',
  '🪑🧪',
  '\u202eevil',
  MEGABYTE,
);

const hostileString = fc.oneof(
  { weight: 4, arbitrary: nastyStrings },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 300 }) },
);

const hostileNumber = fc.oneof(
  fc.constantFrom(-1, 0, -2147483649, 2147483648, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308, 0.5, 1e-320),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const deepJson = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  {
    weight: 1,
    arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { __proto__: { polluted: 1 } }),
  },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'a', ''), hostileString),
  },
);

/** Raw bodies that are no valid JSON document of the right shape, with their content types. */
const hostileBodies = fc.constantFrom<[string | null, string | null]>(
  ['application/json', '{"a":'],
  ['application/json', '{'],
  ['application/json', 'null'],
  ['application/json', '"text"'],
  ['application/json', '12'],
  ['application/json', '[]'],
  ['application/json', deepJson(5000)],
  ['application/json', deepJson(100_000)],
  ['application/json', '{"__proto__":{"isAdmin":true}}'],
  ['application/json', '{"constructor":{"prototype":{"x":1}}}'],
  ['application/json', `{"a":"${MEGABYTE}"}`],
  ['application/json', `{"a":"\\u0000"}`],
  ['application/json', '\u0000'],
  ['application/json; charset=utf-16', '{}'],
  ['text/plain', 'hello'],
  [
    'application/xml',
    '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  ],
  ['application/x-www-form-urlencoded', 'a=b&__proto__[x]=1'],
  ['multipart/form-data', '--x\r\n'],
  [
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="files"; filename="../../a"\r\n\r\nabc\r\n--x--\r\n',
  ],
  [null, '{}'],
  ['', ''],
);

const encode = (value: unknown) =>
  encodeURIComponent(typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined'));

/** The cases of one operation: each mutates a plausible request in one or more places. */
export function casesOf(operation: Operation, document: OpenApiDocument): fc.Arbitrary<FuzzCase> {
  const resolveRef = (schema: JsonSchema): JsonSchema => {
    if (!schema.$ref) return schema;
    return resolveRef(document.components?.schemas?.[schema.$ref.split('/').pop() ?? ''] ?? {});
  };
  const pathValue = (name: string) =>
    name === 'culture' ? 'fr' : /id$/i.test(name) ? UUID : name === 'tmpName' ? 'ab'.repeat(24) : '1';
  const maybeHostile = (plain: unknown) =>
    fc.oneof({ weight: 2, arbitrary: fc.constant(plain) }, { weight: 3, arbitrary: hostileValue });

  const params = fc.tuple(...operation.pathParams.map((name) => maybeHostile(pathValue(name))));
  const query = fc.tuple(
    ...operation.query.map((parameter) =>
      fc.option(maybeHostile(plausible(parameter.schema, resolveRef)), { nil: undefined, freq: 3 }),
    ),
  );
  const unsafe = operation.method !== 'GET';
  const plausibleBody = operation.body ? plausible(operation.body, resolveRef) : {};
  const body: fc.Arbitrary<[string | null, string | null]> = unsafe
    ? fc.oneof(
        // A plausible body with one field hostile, an extra key, or wholly replaced.
        fc
          .tuple(fc.constantFrom(...Object.keys(operation.body?.properties ?? { x: {} })), hostileValue)
          .map(([key, value]): [string, string] => [
            'application/json',
            JSON.stringify({ ...(plausibleBody as object), [key]: value }),
          ]),
        hostileValue.map((value): [string, string] => ['application/json', JSON.stringify(value) ?? 'null']),
        hostileBodies,
      )
    : fc.constant([null, null]);

  return fc
    .tuple(params, query, body, fc.boolean())
    .map(([paramValues, queryValues, [contentType, payload], withToken]) => {
      let path = operation.path;
      operation.pathParams.forEach((name, index) => {
        path = path.replace(`{${name}}`, encode(paramValues[index]));
      });
      const search = operation.query
        .map((parameter, index) =>
          queryValues[index] === undefined
            ? null
            : `${encodeURIComponent(parameter.name)}=${encode(queryValues[index])}`,
        )
        .filter(Boolean)
        .join('&');
      return {
        url: `${path}${search ? `?${search}` : ''}`,
        contentType,
        payload,
        withToken: !unsafe || withToken,
      };
    });
}

const STACK = /\bat [\w.<>$]+ \(?[^)\s]*:\d+:\d+\)?|node_modules\/|\.tsx?:\d+|\bError: [\s\S]*\n\s+at /;
const SQL =
  /\b(select|insert|update|delete)\b[\s\S]{0,80}\b(from|into|set|where)\b|syntax error at|violates [\w ]*constraint|duplicate key|relation "|column "|invalid byte sequence|pglite|drizzle/i;

/** Why an answer is wrong, or null. */
export function judge(response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `answered ${response.statusCode}`;
  const type = String(response.headers['content-type'] ?? '');
  if (response.statusCode >= 400 && !type.startsWith('application/problem+json'))
    return `an error as ${type || 'no content type'}, not problem+json`;
  const body = response.body.slice(0, 200_000);
  if (STACK.test(body)) return 'a stack trace in the body';
  if (response.statusCode >= 400 && SQL.test(body)) return 'SQL or a database message in the body';
  return null;
}

/** Runs every operation for every identity; answers the failures (an empty list is a pass). */
export async function fuzzApi(
  app: FastifyInstance,
  identities: Identity[],
  options: FuzzOptions,
): Promise<{ requests: number; operations: number; failures: FuzzFailure[] }> {
  const document = (await app.inject({ url: `${app.prefix}/api/docs/json` })).json<OpenApiDocument>();
  const operations = operationsOf(document);
  const failures: FuzzFailure[] = [];
  let requests = 0;
  const share = options.totalTimeMs
    ? Math.max(50, Math.floor(options.totalTimeMs / (operations.length * identities.length)))
    : Number.POSITIVE_INFINITY;
  const timeLimitMs = Math.min(options.timeLimitMs, share);
  for (const operation of operations) {
    for (const identity of identities) {
      if (options.skip?.(operation, identity)) continue;
      const label = `${operation.method} ${operation.path}`;
      await fc
        .assert(
          fc.asyncProperty(casesOf(operation, document), async (fuzzCase) => {
            requests += 1;
            const headers: Record<string, string> = {};
            if (identity.cookie) headers.cookie = identity.cookie;
            if (fuzzCase.withToken && identity.token) headers['x-csrf-token'] = identity.token;
            if (fuzzCase.contentType !== null) headers['content-type'] = fuzzCase.contentType;
            const response = await app.inject({
              method: operation.method as 'GET',
              url: fuzzCase.url,
              headers,
              ...(fuzzCase.payload !== null ? { payload: fuzzCase.payload } : {}),
            });
            const reason = judge(response);
            if (reason) {
              failures.push({
                operation: label,
                identity: identity.name,
                request: `${operation.method} ${fuzzCase.url.slice(0, 300)} ${fuzzCase.contentType ?? ''} ${(fuzzCase.payload ?? '').slice(0, 200)}`,
                status: response.statusCode,
                reason,
                body: response.body.slice(0, 300),
              });
              // Stop this operation at its first failure (fast-check would shrink 1 MB strings for long).
              return false;
            }
            return true;
          }),
          {
            numRuns: options.runsPerOperation,
            seed: options.seed,
            interruptAfterTimeLimit: timeLimitMs,
            markInterruptAsFailure: false,
            endOnFailure: true,
          },
        )
        .catch(() => undefined);
    }
  }
  return { requests, operations: operations.length, failures };
}
