/** What a test reads of an HTTP answer: the body parsed when it is JSON, and its text either way. */
export interface TestResponse {
  status: number;
  headers: Headers;
  text: string;
  /** `any` so that each assertion on an arbitrary shape needs no cast. */
  body: any;
}

export interface TestRequestOptions {
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as `x-account-id`. */
  account?: string;
  /** Replaces the Full Access key's `Authorization` header; `null` sends none. */
  authorization?: string | null;
  headers?: Record<string, string>;
}

/** `Authorization` header value for an API key (docs/concepts/authentication.md: key as username, empty password). */
export function basicAuthorization(apiKey: string): string {
  return `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`;
}

/** An HTTP call to `baseUrl` + `path` as a client makes it: JSON in, the answer read whole. */
export async function sendTestRequest(baseUrl: string, defaultAuthorization: string, path: string, options: TestRequestOptions = {}): Promise<TestResponse> {
  const { method = 'GET', body, account, headers = {} } = options;
  const authorization = options.authorization === undefined ? defaultAuthorization : options.authorization;
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(authorization !== null && { authorization }),
      ...(account && { 'x-account-id': account }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: parseJsonOrUndefined(text) };
}

function parseJsonOrUndefined(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    // An HTML page or plain text: the test reads `text`.
    return undefined;
  }
}
