import fc from 'fast-check';
import { arbitraryFor, type JsonSchema } from './schema-arbitrary.js';

export interface OpenApiOperation {
  method: string;
  path: string;
  operation: JsonSchema;
}

/** One generated request, replayable from its JSON (huge strings are kept as their length). */
export interface FuzzRequest {
  operationId: string;
  method: string;
  path: string;
  query: [string, string][];
  accountId: string | undefined;
  body: unknown;
  /** A body that is not JSON at all, sent as `application/json`. */
  rawBody?: string;
  mutation: string;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
// Committing a 200 before the result is known (`Prefer: heartbeat`) would hide errors in a 200 body; the
// MCP stream's GET holds the connection open by design.
const SKIPPED = new Set(['GET /mcp']);

export function operationsOf(document: JsonSchema): OpenApiOperation[] {
  return Object.entries(document.paths as Record<string, JsonSchema>).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method] && !SKIPPED.has(`${method.toUpperCase()} ${path}`)).map((method) => ({
      method: method.toUpperCase(),
      path,
      operation: item[method],
    })),
  );
}

/** Strings a server must refuse or survive: control characters, lone surrogates, markup, paths. */
const hostileString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\ud800',
    '\udfff',
    '../../etc/passwd',
    '%',
    '%00',
    '%zz',
    "' or 1=1 --",
    '<script>',
    '\u202e',
    '🦄'.repeat(50),
    'NaN',
    '-1',
    '1e309',
    '0x10',
    '[]',
    '{}',
    'null',
  ),
);
const HUGE_LENGTHS = [10_000, 100_000, 1_000_000, 3_000_000];
/** Marks a string to be expanded to `length` characters only when sent, so requests stay small in memory. */
export const HUGE = '\u0000huge:';

const wrongTypedValue = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
  hostileString,
);

/** What the sandbox holds: record ids its lists answered, and which accounts serve which operation. */
export interface SandboxKnowledge {
  accountIds: readonly string[];
  recordIds: readonly string[];
  /** Path template (of a list, and so of its resource's other operations) -> accounts that served it. */
  servingAccounts: ReadonlyMap<string, readonly string[]>;
}

// Values the server takes for parameters the document describes loosely (a string).
const KNOWN_PARAMETER_VALUES: Record<string, fc.Arbitrary<unknown>> = {
  raw: fc.constantFrom('true', 'false'),
  page: fc.integer({ min: 1, max: 20 }).map(String),
  page_size: fc.integer({ min: 1, max: 100 }).map(String),
  fields: fc.constant(''),
};

export function requestArbitrary(document: JsonSchema, knowledge: SandboxKnowledge): fc.Arbitrary<FuzzRequest> {
  const { accountIds } = knowledge;
  const resolve = (ref: string): JsonSchema =>
    ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((node: JsonSchema, key) => node?.[key.replaceAll('~1', '/').replaceAll('~0', '~')], document);
  const operations = operationsOf(document);
  const accountHeader = fc.oneof(
    { arbitrary: fc.constantFrom(...accountIds), weight: 8 },
    { arbitrary: fc.constant(undefined), weight: 1 },
    { arbitrary: hostileString, weight: 1 },
  );
  const otherIdValue = fc.oneof(
    fc.constantFrom('1', 'abc', 'acc_unknown'),
    hostileString.filter((value) => value !== ''),
  );
  const idValue = fc.oneof(
    { arbitrary: fc.constantFrom(...accountIds, ...knowledge.recordIds, '1', '2', 'c28xIQ', 'abc'), weight: 4 },
    { arbitrary: hostileString.filter((value) => value !== ''), weight: 2 },
  );
  const perOperation = operations.map(({ method, path, operation }) => {
    const parameters: JsonSchema[] = operation.parameters ?? [];
    const pathNames = parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name as string);
    const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
    const bodySchema: JsonSchema | undefined = operation.requestBody?.content?.['application/json']?.schema;
    const query = fc.record(
      Object.fromEntries(
        queryParameters.map((parameter) => [
          parameter.name,
          (path.startsWith('/unified/') && KNOWN_PARAMETER_VALUES[parameter.name]) || arbitraryFor(parameter.schema, resolve),
        ]),
      ),
      { requiredKeys: [] },
    );
    const serving = servingAccountsOf(path, knowledge.servingAccounts);
    const account =
      serving.length > 0 ? fc.oneof({ arbitrary: fc.constantFrom(...serving), weight: 4 }, { arbitrary: accountHeader, weight: 1 }) : accountHeader;
    // Deleting or suspending the linked accounts would turn every later request into a 404 or 412.
    const changesAccounts = path.startsWith('/accounts/') && method !== 'GET';
    const base = fc.record({
      pathValues: fc.tuple(...pathNames.map(() => (changesAccounts ? otherIdValue : idValue))),
      query,
      accountId: account,
      body: bodySchema ? arbitraryFor(bodySchema, resolve) : fc.constant(undefined),
    });
    return fc.tuple(base, mutationArbitrary(Boolean(bodySchema))).map(([generated, mutate]) => {
      let concretePath = path;
      pathNames.forEach((name, index) => {
        concretePath = concretePath.replace(`{${name}}`, percentEncode(String(generated.pathValues[index])));
      });
      const request: FuzzRequest = {
        operationId: operation.operationId ?? `${method} ${path}`,
        method,
        path: concretePath,
        query: toQueryPairs(generated.query),
        accountId: generated.accountId,
        body: generated.body,
        mutation: 'none',
      };
      return mutate(request, bodySchema ? requiredOf(bodySchema, resolve) : []);
    });
  });
  return fc.integer({ min: 0, max: perOperation.length - 1 }).chain((index) => perOperation[index]!);
}

/** The accounts whose list of the path's resource (the path up to its last `{...}` segment) answered 200. */
function servingAccountsOf(path: string, servingAccounts: ReadonlyMap<string, readonly string[]>): readonly string[] {
  for (let candidate = path; candidate.length > 0; candidate = candidate.replace(/\/[^/]*$/, '')) {
    const found = servingAccounts.get(candidate);
    if (found) return found;
  }
  return [];
}

function requiredOf(schema: JsonSchema, resolve: (ref: string) => JsonSchema): string[] {
  const resolved = schema.$ref ? resolve(schema.$ref) : schema;
  return resolved.required ?? [];
}

type Mutation = (request: FuzzRequest, required: string[]) => FuzzRequest;

/** About half the requests are sent as generated; the rest break one thing. */
function mutationArbitrary(hasBody: boolean): fc.Arbitrary<Mutation> {
  const field = fc.nat();
  const bodyMutations: fc.WeightedArbitrary<Mutation>[] = [
    {
      weight: 2,
      arbitrary: fc.tuple(field, wrongTypedValue).map(
        ([at, value]) =>
          (request) =>
            withField(request, at, value, 'wrong type'),
      ),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(field, fc.constantFrom(...HUGE_LENGTHS)).map(
        ([at, length]) =>
          (request) =>
            withField(request, at, `${HUGE}${length}`, 'huge string'),
      ),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(field, hostileString).map(
        ([at, value]) =>
          (request) =>
            withField(request, at, value, 'unicode'),
      ),
    },
    {
      weight: 1,
      arbitrary: field.map((at) => (request, required) => {
        if (!isObject(request.body) || required.length === 0) return { ...request, body: undefined, mutation: 'missing body' };
        const { [required[at % required.length]!]: _, ...rest } = request.body;
        return { ...request, body: rest, mutation: `missing ${required[at % required.length]}` };
      }),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), fc.jsonValue({ maxDepth: 2 })).map(([key, value]) => (request) => ({
        ...request,
        body: { ...(isObject(request.body) ? request.body : {}), [key]: value },
        mutation: `extra field ${JSON.stringify(key)}`,
      })),
    },
    { weight: 1, arbitrary: wrongTypedValue.map((value) => (request) => ({ ...request, body: value, mutation: 'body of the wrong type' })) },
    {
      weight: 1,
      arbitrary: fc.string({ unit: 'binary', maxLength: 60 }).map((text) => (request) => ({ ...request, rawBody: `{${text}`, mutation: 'not JSON' })),
    },
  ];
  const queryMutations: fc.WeightedArbitrary<Mutation>[] = [
    {
      weight: 3,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'page_size',
            'page',
            'next',
            'fields',
            'filter[updated_after]',
            'filter[a][b][c]',
            'proxy[x]',
            'raw',
            'format',
            'x',
            'filter',
            'page_size[]',
          ),
          fc.oneof(hostileString, fc.constantFrom(`${HUGE}2000`, `${HUGE}100000`)),
        )
        .map(([name, value]) => (request) => ({ ...request, query: [...request.query, [name, value]], mutation: `query ${name}` })),
    },
  ];
  return fc.oneof({ weight: 10, arbitrary: fc.constant<Mutation>((request) => request) }, ...(hasBody ? bodyMutations : []), ...queryMutations);
}

function withField(request: FuzzRequest, at: number, value: unknown, mutation: string): FuzzRequest {
  const body = isObject(request.body) ? request.body : {};
  const keys = Object.keys(body);
  const key = keys.length > 0 ? keys[at % keys.length]! : 'name';
  return { ...request, body: { ...body, [key]: value }, mutation: `${mutation} in ${key}` };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toQueryPairs(query: Record<string, unknown>, prefix = ''): [string, string][] {
  return Object.entries(query).flatMap(([name, value]): [string, string][] => {
    const key = prefix ? `${prefix}[${name}]` : name;
    if (value === undefined) return [];
    if (Array.isArray(value)) return value.map((item) => [key, asText(item)]);
    if (isObject(value)) return toQueryPairs(value, key);
    return [[key, asText(value)]];
  });
}

/** A query value as text; generated objects may lack a prototype, so no `String(...)` for them. */
function asText(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/** Like encodeURIComponent, but a lone surrogate becomes U+FFFD instead of throwing. */
export function percentEncode(text: string): string {
  return [...new TextEncoder().encode(text)]
    .map((byte) => (/[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`))
    .join('');
}

/** The string a HUGE marker stands for. */
export function expandHuge(value: string): string {
  return value.startsWith(HUGE) ? 'ü'.repeat(Number(value.slice(HUGE.length))) : value;
}

/** The request's body as sent: JSON text with HUGE markers expanded, or the raw text. */
export function bodyText(request: FuzzRequest): string | undefined {
  if (request.rawBody !== undefined) return request.rawBody;
  if (request.body === undefined) return undefined;
  return JSON.stringify(request.body, (_, value) => (typeof value === 'string' ? expandHuge(value) : value));
}

export function queryText(request: FuzzRequest): string {
  return request.query
    .map(([name, value]) => `${percentEncode(name).replaceAll('%5B', '[').replaceAll('%5D', ']')}=${percentEncode(expandHuge(value))}`)
    .join('&');
}
