import { BadRequestError } from '@openunified/errors';

// ES2024 string methods, in Node since 20; the lib this workspace compiles against predates them.
type Es2024String = string & { isWellFormed(): boolean; toWellFormed(): string };

/**
 * Whether `text` is well-formed Unicode: no lone UTF-16 surrogate, which JSON escapes and
 * percent-decoding can produce but `encodeURIComponent`, UTF-8 and every provider refuse.
 */
export function isWellFormedText(text: string): boolean {
  return (text as Es2024String).isWellFormed();
}

/**
 * The dotted path (`path.id`, `items.2.name`; '' for `value` itself) of the first string or key in
 * `value` that is not well-formed Unicode, or undefined when there is none. A key is named by
 * where it stands, since the key itself cannot be printed.
 */
export function findIllFormedText(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return isWellFormedText(value) ? undefined : path;
  if (typeof value !== 'object' || value === null) return undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findIllFormedText(item, join(path, String(index)));
      if (found !== undefined) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    if (!isWellFormedText(key)) return join(path, (key as Es2024String).toWellFormed());
    const found = findIllFormedText(item, join(path, key));
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The message of the 400 for text that is not well-formed, e.g. `body field "path.id" is not well-formed Unicode (...)`. */
export function illFormedTextMessage(location: string, field: string): string {
  const named = field === '' ? location.replace(/ field$/, '') : `${location} "${field}"`;
  return `${named} is not well-formed Unicode (it holds a lone UTF-16 surrogate)`;
}

/** Throws the client's 400 when `value` (an action's input, a request's parameters) holds ill-formed text. */
export function assertWellFormedText(value: unknown, location: string): void {
  const field = findIllFormedText(value);
  if (field !== undefined) throw new BadRequestError(`invalid request: ${illFormedTextMessage(location, field)}`);
}

function join(path: string, key: string): string {
  return path === '' ? key : `${path}.${key}`;
}
