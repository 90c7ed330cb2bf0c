import { ensureDefaultProject } from '@openunified/platform';
import type { CommandContext } from './command-context.js';
import { parseCommandArguments, requireOption } from './parse-command-arguments.js';
import { formatTable } from './table.js';

export async function listProjects(context: CommandContext, argumentsList: string[]): Promise<void> {
  const { values } = parseCommandArguments('projects list', argumentsList, { json: { type: 'boolean' } });
  const projects = await context.store.projects.list();
  if (values.json) {
    const listed = projects.map((project) => ({
      id: project.id,
      organization_id: project.organizationId,
      name: project.name,
      created_at: project.createdAt,
    }));
    context.print(JSON.stringify(listed));
    return;
  }
  const rows = projects.map((project) => [project.id, project.name, project.organizationId, project.createdAt]);
  for (const line of formatTable(['ID', 'NAME', 'ORGANIZATION', 'CREATED'], rows)) context.print(line);
}

export async function createProject(context: CommandContext, argumentsList: string[]): Promise<void> {
  const { values } = parseCommandArguments('projects create', argumentsList, {
    name: { type: 'string' },
    json: { type: 'boolean' },
  });
  const name = requireOption('projects create', 'name', values.name);
  const { organizationId } = await ensureDefaultProject(context.store);
  const project = await context.store.projects.create({ organizationId, name });
  if (values.json) {
    context.print(JSON.stringify({ id: project.id, organization_id: project.organizationId, name: project.name, created_at: project.createdAt }));
    return;
  }
  context.print(`Created project ${project.id} (${project.name}).`);
}
