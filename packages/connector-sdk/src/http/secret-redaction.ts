import type { ConnectorDefinition, Credentials } from '@openunified/connector-contract';

/**
 * Request logs and `raw` show provider traffic to clients and operators, so nothing that could
 * let them act as the account may appear there: whole header values of the usual credential
 * headers, and every credential value wherever it shows up.
 */

export const REDACTED = '[REDACTED]';

export const sensitiveHeaderNames: ReadonlySet<string> = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'api-key', 'x-api-key']);

// Shorter values would blank out ordinary words and numbers all over a body.
const MINIMUM_SECRET_LENGTH = 4;

// Credential entries that describe the credentials rather than grant access.
const descriptiveCredentialKeys: ReadonlySet<string> = new Set(['auth_method', 'token_type', 'scope', 'expires_at', 'expires_in']);

/**
 * Every form in which the account's credential values may appear in traffic, longest first.
 * `publicKeys` names credential fields the connector declares as not secret (a company
 * subdomain, a region): hiding those would only make logs unreadable.
 */
export function collectSecrets(credentials: Credentials, publicKeys: ReadonlySet<string> = new Set()): string[] {
  const secrets = new Set<string>();
  for (const [key, value] of Object.entries(credentials)) {
    if (descriptiveCredentialKeys.has(key) || publicKeys.has(key)) continue;
    if (typeof value !== 'string' || value.length < MINIMUM_SECRET_LENGTH) continue;
    for (const form of formsOf(value)) secrets.add(form);
  }
  return longestFirst(secrets);
}

/** Distinct secrets, longest first, so a secret containing another is replaced whole. */
export function longestFirst(secrets: Iterable<string>): string[] {
  return [...new Set(secrets)].sort((left, right) => right.length - left.length);
}

// The forms of the credential values seen most recently: an account's values are collected for
// every request it serves, and encoding them twice costs more than the rest of collecting.
const FORMS_KEPT = 1000;
const formsByValue = new Map<string, readonly string[]>();

/** A value as it is, percent-encoded, and form-encoded: the ways it can travel in a URL or body. */
function formsOf(value: string): readonly string[] {
  let forms = formsByValue.get(value);
  if (forms === undefined) {
    forms = [value, encodeURIComponent(value), new URLSearchParams({ value }).toString().slice('value='.length)];
    // Oldest first out: a Map iterates in insertion order.
    if (formsByValue.size >= FORMS_KEPT) formsByValue.delete(formsByValue.keys().next().value!);
    formsByValue.set(value, forms);
  }
  return forms;
}

/** `text` with every occurrence of every secret replaced by `[REDACTED]`. */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  let redacted = text;
  // Most bodies hold no secret at all: a scan that allocates nothing settles that first.
  for (const secret of secrets) if (redacted.includes(secret)) redacted = redacted.split(secret).join(REDACTED);
  return redacted;
}

/** A copy of `headers` with sensitive header values hidden and secrets removed from the rest. */
export function redactHeaders(headers: Record<string, string>, secrets: readonly string[]): Record<string, string> {
  const redacted: Record<string, string> = {};
  // Keys, not entries: every provider attempt redacts two header sets, and entries make an array a header.
  for (const name of Object.keys(headers)) {
    redacted[name] = sensitiveHeaderNames.has(name.toLowerCase()) ? REDACTED : redactSecrets(headers[name] as string, secrets);
  }
  return redacted;
}

/** Credential fields the connector's API-key forms declare as not secret. */
export function publicCredentialKeys(connector: ConnectorDefinition): Set<string> {
  const keys = new Set<string>();
  for (const method of connector.authentication) {
    if (method.type !== 'api_key') continue;
    for (const field of method.fields) if (!field.secret) keys.add(field.key);
  }
  return keys;
}
