import { brandingPatchSchema, fromBrandingPatch, toBrandingWire } from '@openunified/linking';
import { ensureDefaultProject } from '@openunified/platform';
import { CliUsageError } from './cli-usage.js';
import type { CommandContext } from './command-context.js';
import { parseCommandArguments, requireOption } from './parse-command-arguments.js';
import { resolveProject } from './resolve-project.js';
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

const brandingOptions = {
  'display-name': 'display_name',
  'logo-url': 'logo_url',
  'accent-color': 'accent_color',
  'support-url': 'support_url',
  'allowed-origins': 'allowed_origins',
  theme: 'theme',
} as const;

/**
 * `projects branding`: shows, or with options changes, the connect page branding of a project
 * (docs/concepts/connect-flow.md#branding), validated as `PATCH /projects/branding` validates it.
 * An empty value restores that member's default.
 */
export async function brandProject(context: CommandContext, argumentsList: string[]): Promise<void> {
  const command = 'projects branding';
  const { values } = parseCommandArguments(command, argumentsList, {
    'display-name': { type: 'string' },
    'logo-url': { type: 'string' },
    'accent-color': { type: 'string' },
    'support-url': { type: 'string' },
    'allowed-origins': { type: 'string' },
    theme: { type: 'string' },
    project: { type: 'string' },
    json: { type: 'boolean' },
  });
  const project = await resolveProject(context, values.project);
  const patch: Record<string, string | string[] | null> = {};
  for (const [option, member] of Object.entries(brandingOptions)) {
    const value = values[option as keyof typeof brandingOptions];
    if (value === undefined) continue;
    if (value.trim() === '') patch[member] = null;
    // One option for the whole list, comma-separated: what is given replaces what was there.
    else
      patch[member] =
        member === 'allowed_origins'
          ? value
              .split(',')
              .map((origin) => origin.trim())
              .filter((origin) => origin !== '')
          : value;
  }
  const parsed = brandingPatchSchema.safeParse(patch);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `--${String(issue.path[0]).replaceAll('_', '-')} ${issue.message}`);
    throw new CliUsageError(`${command}: ${problems.join('; ')}`);
  }
  const updated = Object.keys(patch).length > 0 ? await context.store.projects.updateBranding(project.id, fromBrandingPatch(parsed.data)) : project;
  const branding = toBrandingWire((updated ?? project).branding);
  if (values.json) {
    context.print(JSON.stringify({ project_id: project.id, ...branding }));
    return;
  }
  const shown = (value: string | string[] | null) => (Array.isArray(value) ? value.join(', ') || '(none)' : (value ?? '(default)'));
  const rows = Object.entries(brandingOptions).map(([option, member]) => [option, shown(branding[member])]);
  context.print(`Connect page branding of project ${project.id} (${project.name}):`);
  for (const line of formatTable(['SETTING', 'VALUE'], rows)) context.print(line);
}
