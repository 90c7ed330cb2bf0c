import type { Kysely, Selectable } from 'kysely';
import { currentTimestamp, fromNullableJsonText } from '../column-codecs.js';
import type { Database, ProjectsTable } from '../database-schema.js';
import { createId } from '../identifiers.js';
import type { ConnectPageBranding, Project, ProjectRepository } from '../records.js';

export class SqlProjectRepository implements ProjectRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(input: { organizationId: string; name: string }): Promise<Project> {
    const row: Selectable<ProjectsTable> = {
      id: createId('prj'),
      organization_id: input.organizationId,
      name: input.name,
      created_at: currentTimestamp(),
      branding_display_name: null,
      branding_logo_url: null,
      branding_accent_color: null,
      branding_support_url: null,
      connect_page_allowed_origins: null,
      connect_page_theme: null,
    };
    await this.db.insertInto('projects').values(row).execute();
    return toProject(row);
  }

  async get(id: string): Promise<Project | undefined> {
    const row = await this.db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toProject(row);
  }

  async updateBranding(id: string, patch: Partial<ConnectPageBranding>): Promise<Project | undefined> {
    const columns: Partial<Selectable<ProjectsTable>> = {
      ...(patch.displayName !== undefined && { branding_display_name: patch.displayName }),
      ...(patch.logoUrl !== undefined && { branding_logo_url: patch.logoUrl }),
      ...(patch.accentColor !== undefined && { branding_accent_color: patch.accentColor }),
      ...(patch.supportUrl !== undefined && { branding_support_url: patch.supportUrl }),
      ...(patch.allowedOrigins !== undefined && {
        connect_page_allowed_origins: patch.allowedOrigins.length > 0 ? JSON.stringify(patch.allowedOrigins) : null,
      }),
      ...(patch.theme !== undefined && { connect_page_theme: patch.theme === 'system' ? null : patch.theme }),
    };
    if (Object.keys(columns).length > 0) await this.db.updateTable('projects').set(columns).where('id', '=', id).execute();
    return this.get(id);
  }

  async list(): Promise<Project[]> {
    const rows = await this.db.selectFrom('projects').selectAll().orderBy('created_at').orderBy('id').execute();
    return rows.map(toProject);
  }
}

function toProject(row: Selectable<ProjectsTable>): Project {
  return {
    id: row.id,
    organizationId: row.organization_id,
    name: row.name,
    createdAt: row.created_at,
    branding: {
      displayName: row.branding_display_name,
      logoUrl: row.branding_logo_url,
      accentColor: row.branding_accent_color,
      supportUrl: row.branding_support_url,
      allowedOrigins: fromNullableJsonText<string[]>(row.connect_page_allowed_origins) ?? [],
      theme: row.connect_page_theme ?? 'system',
    },
  };
}
