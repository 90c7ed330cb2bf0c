import type { CommandContext } from './command-context.js';

/** A command line that cannot be run as written; the CLI prints it with a pointer to the help. */
export class CliUsageError extends Error {
  override name = 'CliUsageError';
  /** Print the command's usage under the message (a misspelt option: the right ones are right there). */
  readonly showUsage: boolean;

  constructor(message: string, options: { showUsage?: boolean } = {}) {
    super(message);
    this.showUsage = options.showUsage ?? false;
  }
}

/** How the README runs the CLI: `-s` keeps pnpm's script banner off standard output, so `--json` pipes into jq. */
export const cliName = 'pnpm -s cli';

export interface CommandSpec {
  /** `keys`, `accounts`, ... */
  group: string;
  /** `create`, `list`, ... */
  name: string;
  /** The options, as the synopsis shows them after `<group> <name>`. */
  synopsis: string;
  /** What it does, one or more lines. */
  description: string;
  /**
   * Needs only the store and the settings: runs without composing the platform (no features,
   * connectors or container), so it starts in a fraction of the time. Its context's `container`
   * must not be touched.
   */
  storeOnly?: boolean;
  run(context: CommandContext, argumentsList: string[]): Promise<void>;
}

export interface CommandGroup {
  name: string;
  summary: string;
}

function synopsisOf(command: CommandSpec): string {
  const head = `${command.group} ${command.name}`;
  return command.synopsis ? `${head} ${command.synopsis.replaceAll('\n', `\n${' '.repeat(head.length + 1)}`)}` : head;
}

function indent(text: string, spaces: number): string {
  return text
    .split('\n')
    .map((line) => `${' '.repeat(spaces)}${line}`)
    .join('\n');
}

const settingsNote = `It reads the same settings as the server (DATABASE_URL, DATA_DIR, ENCRYPTION_KEYS, ...); with
--sandbox (or SANDBOX=1) it acts on the sandbox server's data, as \`pnpm start --sandbox\` keeps it.`;

const projectNote = 'Without --project, commands act on the default project (the oldest; created on first start).';

export function overviewHelp(groups: readonly CommandGroup[], commands: readonly CommandSpec[]): string {
  const lines = [
    'OpenUnified admin CLI: manages API keys, projects, linked accounts, connectors, webhooks and data sync in the',
    "server's database.",
    settingsNote,
    '',
    `Usage: ${cliName} [--sandbox] <command> [options]`,
    `       ${cliName} <command> --help      the options of one command`,
    '',
  ];
  for (const group of groups) {
    lines.push(`${group.name}: ${group.summary}`);
    for (const command of commands.filter((candidate) => candidate.group === group.name)) {
      lines.push(indent(synopsisOf(command), 2));
    }
    lines.push('');
  }
  lines.push(projectNote, '--json prints machine-readable output on standard output; messages go to standard error.', '');
  return lines.join('\n');
}

export function groupHelp(group: CommandGroup, commands: readonly CommandSpec[]): string {
  const lines = [`${cliName} ${group.name}: ${group.summary}`, ''];
  for (const command of commands.filter((candidate) => candidate.group === group.name)) {
    lines.push(indent(synopsisOf(command), 2), indent(command.description, 6), '');
  }
  lines.push(projectNote, '');
  return lines.join('\n');
}

/** The one-command usage line(s) printed under a misuse that the synopsis answers. */
export function commandUsage(command: CommandSpec): string {
  return `Usage: ${cliName} ${synopsisOf(command)}`;
}

export function commandHelp(command: CommandSpec): string {
  return [`Usage: ${cliName} ${synopsisOf(command)}`, '', command.description, '', projectNote, ''].join('\n');
}

/** The candidate closest to `input` by edit distance, when it is close enough to be a likely typo. */
export function closestMatch(input: string, candidates: readonly string[]): string | undefined {
  const lowered = input.toLowerCase();
  const prefixed = candidates.filter((candidate) => lowered.length >= 2 && candidate.toLowerCase().startsWith(lowered));
  if (prefixed.length === 1) return prefixed[0];
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    const distance = editDistance(lowered, candidate.toLowerCase());
    if (!best || distance < best.distance) best = { candidate, distance };
  }
  if (!best) return undefined;
  const tolerance = Math.max(1, Math.floor(best.candidate.length / 3));
  return best.distance <= tolerance ? best.candidate : undefined;
}

function editDistance(left: string, right: string): number {
  let previous = Array.from({ length: right.length + 1 }, (_, index) => index);
  for (let row = 1; row <= left.length; row++) {
    const current = [row];
    for (let column = 1; column <= right.length; column++) {
      const substitution = (previous[column - 1] ?? 0) + (left[row - 1] === right[column - 1] ? 0 : 1);
      current[column] = Math.min((previous[column] ?? 0) + 1, (current[column - 1] ?? 0) + 1, substitution);
    }
    previous = current;
  }
  return previous[right.length] ?? 0;
}
