import { type ParseArgsConfig, parseArgs } from 'node:util';
import { CliUsageError } from './cli-usage.js';

type OptionsConfig = NonNullable<ParseArgsConfig['options']>;
type ParsedArguments<Options extends OptionsConfig> = ReturnType<
  typeof parseArgs<{ args: string[]; options: Options; allowPositionals: boolean; strict: true }>
>;

/** `node:util` parseArgs, with its errors turned into usage errors. */
export function parseCommandArguments<Options extends OptionsConfig>(
  command: string,
  argumentsList: string[],
  options: Options,
  positionalCount = 0,
): ParsedArguments<Options> {
  let parsed: ParsedArguments<Options>;
  try {
    parsed = parseArgs({ args: argumentsList, options, allowPositionals: positionalCount > 0, strict: true });
  } catch (error) {
    throw new CliUsageError(`${command}: ${(error as Error).message}`);
  }
  if (parsed.positionals.length > positionalCount) {
    throw new CliUsageError(`${command}: unexpected argument "${parsed.positionals[positionalCount]}"`);
  }
  return parsed;
}

/** A `--name value` option that must be present. */
export function requireOption(command: string, name: string, value: string | undefined): string {
  if (value === undefined || value === '') throw new CliUsageError(`${command}: --${name} is required`);
  return value;
}

/** A JSON option value that must be an object. */
export function parseJsonObjectOption(command: string, name: string, text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new CliUsageError(`${command}: --${name} is not valid JSON (${(error as Error).message.replace(/, ".*" is not valid JSON$/s, '')})`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new CliUsageError(`${command}: --${name} must be a JSON object`);
  }
  return value as Record<string, unknown>;
}
