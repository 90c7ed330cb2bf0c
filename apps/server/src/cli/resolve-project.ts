import { ensureDefaultProject } from '@openunified/platform';
import type { Project } from '@openunified/store';
import type { CommandContext } from './command-context.js';
import { CliUsageError } from './cli-usage.js';

/** The project named by `--project`, or the default one (created when the database is new). */
export async function resolveProject(context: CommandContext, projectId: string | undefined): Promise<Project> {
  if (projectId === undefined) return ensureDefaultProject(context.store);
  const project = await context.store.projects.get(projectId);
  if (!project) throw new CliUsageError(`no project ${projectId}; see "projects list"`);
  return project;
}
