import { type DataSyncService, DataSyncTokens } from '@openunified/data-sync';
import { CliUsageError } from './cli-usage.js';
import type { CommandContext } from './command-context.js';
import { parseCommandArguments } from './parse-command-arguments.js';
import { resolveProject } from './resolve-project.js';
import { formatTable } from './table.js';

/** Data-sync schedules and runs from the command line (docs/concepts/data-sync.md): the same service as `/v2/data_sync`. */
function serviceOf(context: CommandContext): DataSyncService {
  return context.container.get(DataSyncTokens.Service);
}

export async function listSyncSchedules(context: CommandContext, argumentsList: string[]): Promise<void> {
  const { values } = parseCommandArguments('sync schedules', argumentsList, {
    account: { type: 'string' },
    project: { type: 'string' },
    json: { type: 'boolean' },
  });
  const project = await resolveProject(context, values.project);
  const schedules = [];
  let next: string | undefined;
  do {
    const page = await serviceOf(context).listSchedules(project.id, { account_id: values.account, page_size: 100, next });
    schedules.push(...page.data);
    next = page.next ?? undefined;
  } while (next !== undefined);
  if (values.json) {
    context.print(JSON.stringify(schedules));
    return;
  }
  const rows = schedules.map((schedule) => [
    schedule.id,
    schedule.account_id,
    schedule.action_id,
    schedule.source ?? '-',
    schedule.enabled ? (schedule.paused_reason ?? 'active') : 'disabled',
    schedule.cadence,
    schedule.next_run_at ?? '-',
    schedule.last_run_status ?? '-',
  ]);
  for (const line of formatTable(['ID', 'ACCOUNT', 'ACTION', 'SOURCE', 'STATE', 'CADENCE', 'NEXT RUN', 'LAST RUN'], rows)) context.print(line);
}

export async function listSyncRuns(context: CommandContext, argumentsList: string[]): Promise<void> {
  const { values, positionals } = parseCommandArguments('sync runs', argumentsList, { project: { type: 'string' }, json: { type: 'boolean' } }, 1);
  const scheduleId = positionals[0];
  if (!scheduleId) throw new CliUsageError('sync runs: give the id of the schedule (see "sync schedules")');
  const project = await resolveProject(context, values.project);
  const { data } = await serviceOf(context).listRuns(project.id, scheduleId, { page_size: 100 });
  if (values.json) {
    context.print(JSON.stringify(data));
    return;
  }
  const rows = data.map((run) => [
    run.id,
    run.status,
    run.mode ?? '-',
    run.started_at ?? '-',
    run.finished_at ?? '-',
    `${run.records.read}/${run.records.created}/${run.records.updated}/${run.records.deleted}`,
    run.error ?? '-',
  ]);
  for (const line of formatTable(['ID', 'STATUS', 'MODE', 'STARTED', 'FINISHED', 'READ/NEW/CHANGED/DELETED', 'ERROR'], rows)) context.print(line);
}
