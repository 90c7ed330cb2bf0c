/**
 * The names a connector key gives a new package: its folder, npm name and the spellings the
 * template's placeholders stand for (`__key__` in ids and strings, `__Key__` inside
 * identifiers, `__Name__` in prose).
 */

export interface ConnectorNames {
  /** `acme`: the connector key, folder name and vitest project. */
  key: string;
  /** `Acme`: for identifiers such as `startAcmeEmulator`. */
  pascalKey: string;
  /** `Acme`, or the `--name` given: what people read. */
  displayName: string;
  /** `@openunified/connector-acme` */
  packageName: string;
}

const keyPattern = /^[a-z][a-z0-9]*$/;
const displayNamePattern = /^[\p{L}\p{N}][\p{L}\p{N} .&+()-]{0,49}$/u;

/** Why `key` cannot name a connector, or undefined when it can. */
export function keyProblem(key: string): string | undefined {
  if (keyPattern.test(key)) return undefined;
  return `"${key}" is not a connector key: use lowercase letters and digits, starting with a letter (e.g. "acme" or "acme2")`;
}

/** Why `name` cannot be a display name, or undefined when it can. */
export function displayNameProblem(name: string): string | undefined {
  if (displayNamePattern.test(name)) return undefined;
  return `"${name}" is not a display name: use up to 50 letters, digits, spaces and . & + ( ) -, starting with a letter or digit`;
}

export function connectorNames(key: string, displayName?: string): ConnectorNames {
  const pascalKey = key.charAt(0).toUpperCase() + key.slice(1);
  return { key, pascalKey, displayName: displayName ?? pascalKey, packageName: `@openunified/connector-${key}` };
}

/** The template's text (or file path) with its placeholders replaced. */
export function renderTemplate(text: string, names: ConnectorNames): string {
  return text.replaceAll('__key__', names.key).replaceAll('__Key__', names.pascalKey).replaceAll('__Name__', names.displayName);
}
