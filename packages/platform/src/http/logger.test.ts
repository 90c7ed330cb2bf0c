import { Writable } from 'node:stream';
import { expect, it } from 'vitest';
import { createLogger } from './logger.js';

it('redacts authorization headers, cookies, credentials and tokens wherever they are logged', () => {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const logger = createLogger('info', destination);
  logger.info(
    {
      req: { headers: { authorization: 'Basic b3VrX3NlY3JldDo=', cookie: 'session=abc', 'user-agent': 'curl' } },
      account: { id: 'acc_1', credentials: { api_key: 'provider-secret' } },
      response: { access_token: 'ya29.token', refresh_token: 'refresh-me', headers: { authorization: 'Bearer ya29.token' } },
    },
    'request',
  );
  const [line] = lines;
  for (const secret of ['b3VrX3NlY3JldDo', 'session=abc', 'provider-secret', 'ya29.token', 'refresh-me']) {
    expect(line).not.toContain(secret);
  }
  expect(JSON.parse(line!)).toMatchObject({
    level: 'info',
    req: { headers: { authorization: '[Redacted]', cookie: '[Redacted]', 'user-agent': 'curl' } },
    account: { id: 'acc_1', credentials: '[Redacted]' },
  });
});

it('serializes plain values as they are, and still censors a secret key whatever its value', () => {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const logger = createLogger('info', destination);
  const child = logger.child({ reqId: 'req-1' });
  child.info(
    { method: 'GET', path: '/x"\n', statusCode: 200, ok: true, none: null, token: 'plain-secret', password: 12345, apiKey: true },
    'request completed',
  );
  child.info({ req: 'a string where an object with headers is redacted', headers: 'also a string' }, 'text');
  const [first, second] = lines.map((line) => JSON.parse(line));
  expect(lines[0]).not.toContain('plain-secret');
  expect(lines[0]).not.toContain('12345');
  expect(first).toMatchObject({
    reqId: 'req-1',
    method: 'GET',
    path: '/x"\n',
    statusCode: 200,
    ok: true,
    none: null,
    token: '[Redacted]',
    password: '[Redacted]',
    apiKey: '[Redacted]',
    msg: 'request completed',
  });
  expect(second).toMatchObject({ req: 'a string where an object with headers is redacted', headers: 'also a string', msg: 'text' });
});
