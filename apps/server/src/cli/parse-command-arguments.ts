import { type ParseArgsConfig, parseArgs } from 'node:util';
import { CliUsageError, closestMatch } from './cli-usage.js';

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
    const unknown = unknownOption(error);
    if (unknown !== undefined) throw unknownOptionError(command, unknown, options);
    throw new CliUsageError(`${command}: ${(error as Error).message}`);
  }
  if (parsed.positionals.length > positionalCount) {
    throw new CliUsageError(`${command}: unexpected argument "${parsed.positionals[positionalCount]}"`);
  }
  return parsed;
}

/** The option node:util refused as unknown (`--scop`, `-x`), if that is what it refused. */
function unknownOption(error: unknown): string | undefined {
  if ((error as { code?: unknown }).code !== 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return undefined;
  return /Unknown option '([^']+)'/.exec((error as Error).message)?.[1];
}

/** `keys create: unknown option --scop. Did you mean --scope?`; the CLI prints the usage under it. */
function unknownOptionError(command: string, option: string, options: OptionsConfig): CliUsageError {
  const name = option.replace(/^--?/, '').split('=')[0] ?? '';
  const suggestion = option.startsWith('--') ? closestMatch(name, Object.keys(options)) : undefined;
  return new CliUsageError(`${command}: unknown option ${option}${suggestion ? `. Did you mean --${suggestion}?` : '.'}`, { showUsage: true });
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
