/** A bad setting: its message names the setting and is meant to be printed as is. */
export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}

interface FailureDetails {
  code?: unknown;
  message: string;
  address?: unknown;
  port?: unknown;
}

/**
 * What to do about the failures a first start commonly meets (docs/deployment.md): a database
 * URL without a user, nothing listening, a database not created yet, a port taken. Each answer
 * says what to fix; the driver's own words follow in parentheses.
 */
const remedies: ((failure: FailureDetails) => string | undefined)[] = [
  ({ code, message }) =>
    code === '28000' && /no PostgreSQL user name/i.test(message)
      ? 'PostgreSQL was given no user name: put one in DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/openunified (without one the driver takes $USER, unset in containers and CI)'
      : undefined,
  ({ code, message }) => {
    const role = code === '28000' ? /role "([^"]*)" does not exist/.exec(message)?.[1] : undefined;
    return role === undefined ? undefined : `PostgreSQL has no user "${role}": name an existing user in DATABASE_URL, or create it (createuser ${role})`;
  },
  ({ code }) => (code === '28P01' ? 'PostgreSQL refused the password: fix the password in DATABASE_URL' : undefined),
  ({ code, message }) => {
    if (code !== '3D000') return undefined;
    const database = /database "([^"]*)" does not exist/.exec(message)?.[1] ?? 'named in DATABASE_URL';
    return `PostgreSQL has no database "${database}": create it (createdb ${database}) or name an existing one in DATABASE_URL`;
  },
  ({ code, message }) => {
    if (code !== 'ECONNREFUSED') return undefined;
    const address = /ECONNREFUSED (\S+)/.exec(message)?.[1] ?? 'the configured address';
    return `nothing accepts connections at ${address}: start the database (DATABASE_URL) or Redis (REDIS_URL) there, or correct the URL`;
  },
  ({ code, message }) => {
    if (code !== 'ENOTFOUND') return undefined;
    const host = /ENOTFOUND (\S+)/.exec(message)?.[1] ?? 'the host';
    return `the host ${host} is unknown: correct the host name in DATABASE_URL or REDIS_URL`;
  },
  ({ code, address, port }) =>
    code === 'EADDRINUSE'
      ? `port ${String(port ?? '')} on ${String(address ?? 'this machine')} is already in use (another server still running?): stop that process, or choose another port with PORT=...`
      : undefined,
  ({ code, address, port }) =>
    code === 'EACCES' && port !== undefined
      ? `this user may not listen on port ${String(port)} of ${String(address ?? 'this machine')}: choose a port above 1023 with PORT=...`
      : undefined,
];

/**
 * One readable paragraph for a start that cannot succeed (bad setting, database unreachable,
 * port taken): the operator needs what to fix, not a stack trace. Causes are searched and
 * appended because drivers wrap them.
 */
export function describeStartupFailure(error: unknown): string {
  if (error instanceof ConfigurationError) return error.message;
  const failures = causesOf(error);
  const messages = failures.map((failure) => failure.message).filter(Boolean);
  const original = messages.join(': ') || 'unknown error';
  for (const failure of failures) {
    for (const remedy of remedies) {
      const advice = remedy(failure);
      if (advice !== undefined) return `${advice} (${original})`;
    }
  }
  return original;
}

/** The error, its causes and, for an AggregateError (a host with several addresses), its errors. */
function causesOf(error: unknown): FailureDetails[] {
  const failures: FailureDetails[] = [];
  const pending: unknown[] = [error];
  while (pending.length > 0 && failures.length < 8) {
    const current = pending.shift();
    if (current instanceof Error) {
      const { code, address, port } = current as Error & { code?: unknown; address?: unknown; port?: unknown };
      failures.push({ code, message: current.message, address, port });
      if (current.cause !== undefined) pending.push(current.cause);
      if (current instanceof AggregateError) pending.push(...current.errors);
    } else if (current !== undefined) {
      failures.push({ message: String(current) });
    }
  }
  return failures;
}
