import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { OAuthTokenError } from './oauth-token-error.js';
import { requestTokens, type TokenRequest } from './token-client.js';

interface ReceivedRequest {
  headers: IncomingMessage['headers'];
  form: Record<string, string>;
}

/** A token endpoint on loopback whose next answer each test chooses. */
let server: Server;
let tokenUrl: string;
let received: ReceivedRequest[] = [];
let nextAnswer: { status: number; contentType: string; body: string } = { status: 200, contentType: 'application/json', body: '{}' };

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
    });
    request.on('end', () => {
      received.push({ headers: request.headers, form: Object.fromEntries(new URLSearchParams(text)) });
      response.writeHead(nextAnswer.status, { 'content-type': nextAnswer.contentType }).end(nextAnswer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  tokenUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/token`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  received = [];
});

function answer(status: number, body: unknown, contentType = 'application/json'): void {
  nextAnswer = { status, contentType, body: typeof body === 'string' ? body : JSON.stringify(body) };
}

const client = { clientId: 'client id', clientSecret: 's3cr:t&' };
const codeExchange = (overrides: Partial<TokenRequest> = {}): TokenRequest => ({
  tokenUrl,
  client,
  clientAuthentication: 'body',
  grant: { type: 'authorization_code', code: 'code-1', redirectUri: 'http://app/cb', codeVerifier: 'verifier-1' },
  ...overrides,
});

it('exchanges a code with the client credentials in the body', async () => {
  answer(200, { access_token: 'a1', token_type: 'Bearer', expires_in: 3600, refresh_token: 'r1', id_token: 'x' });
  await expect(requestTokens(codeExchange())).resolves.toEqual({
    access_token: 'a1',
    token_type: 'Bearer',
    expires_in: 3600,
    refresh_token: 'r1',
    id_token: 'x',
  });
  expect(received[0]!.form).toEqual({
    grant_type: 'authorization_code',
    code: 'code-1',
    redirect_uri: 'http://app/cb',
    code_verifier: 'verifier-1',
    client_id: 'client id',
    client_secret: 's3cr:t&',
  });
  expect(received[0]!.headers.authorization).toBeUndefined();
});

it('refreshes with HTTP Basic client authentication, each part form-encoded first', async () => {
  answer(200, 'access_token=a2&token_type=bearer&expires_in=60', 'application/x-www-form-urlencoded');
  const tokens = await requestTokens({ tokenUrl, client, clientAuthentication: 'basic', grant: { type: 'refresh_token', refreshToken: 'r1' } });
  expect(tokens).toEqual({ access_token: 'a2', token_type: 'bearer', expires_in: 60 });
  expect(received[0]!.form).toEqual({ grant_type: 'refresh_token', refresh_token: 'r1' });
  expect(received[0]!.headers.authorization).toBe(`Basic ${Buffer.from('client+id:s3cr%3At%26').toString('base64')}`);
});

it('turns an OAuth error answer into a refusal carrying the provider code', async () => {
  answer(400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
  const error = await requestTokens(codeExchange()).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(OAuthTokenError);
  expect(error).toMatchObject({ kind: 'refused', code: 'invalid_grant', description: 'Token has been expired or revoked.', status: 400 });
});

it("reads a refusal in a provider's own error shape as a refusal too", async () => {
  answer(400, { status: 'BAD_REFRESH_TOKEN', message: 'missing or unknown refresh token', correlationId: 'c-1' });
  await expect(requestTokens(codeExchange())).rejects.toMatchObject({
    kind: 'refused',
    code: 'BAD_REFRESH_TOKEN',
    description: 'missing or unknown refresh token',
    status: 400,
  });
});

it('reads a 200 that says ok: false as a refusal, as Slack answers a bad grant', async () => {
  answer(200, { ok: false, error: 'invalid_refresh_token' });
  await expect(requestTokens(codeExchange())).rejects.toMatchObject({ kind: 'refused', code: 'invalid_refresh_token', status: 200 });
});

it('reports an unreachable, failing or nonsensical token endpoint as unavailable', async () => {
  answer(503, { error: 'backend_error' });
  await expect(requestTokens(codeExchange())).rejects.toMatchObject({ kind: 'unavailable', code: 'token_endpoint_unavailable', status: 503 });
  answer(200, '<html>', 'text/html');
  await expect(requestTokens(codeExchange())).rejects.toMatchObject({ kind: 'unavailable', code: 'invalid_token_response' });
  answer(401, 'no');
  await expect(requestTokens(codeExchange())).rejects.toMatchObject({ kind: 'unavailable', status: 401 });
  await expect(requestTokens(codeExchange({ tokenUrl: 'http://127.0.0.1:1/token' }))).rejects.toMatchObject({
    kind: 'unavailable',
    code: 'token_endpoint_unavailable',
    status: null,
  });
});

it('drops an expires_in that is not a positive number of seconds', async () => {
  answer(200, { access_token: 'a1', expires_in: 'soon' });
  await expect(requestTokens(codeExchange())).resolves.toEqual({ access_token: 'a1', token_type: 'Bearer' });
});
