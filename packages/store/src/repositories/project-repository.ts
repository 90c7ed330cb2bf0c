import type { Kysely, Selectable } from 'kysely';
import { currentTimestamp } from '../column-codecs.js';
import type { Database, ProjectsTable } from '../database-schema.js';
import { createId } from '../identifiers.js';
import type { Project, ProjectRepository } from '../records.js';

export class SqlProjectRepository implements ProjectRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(input: { organizationId: string; name: string }): Promise<Project> {
    const row: Selectable<ProjectsTable> = {
      id: createId('prj'),
      organization_id: input.organizationId,
      name: input.name,
      created_at: currentTimestamp(),
    };
    await this.db.insertInto('projects').values(row).execute();
    return toProject(row);
  }

  async get(id: string): Promise<Project | undefined> {
    const row = await this.db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toProject(row);
  }

  async list(): Promise<Project[]> {
    const rows = await this.db.selectFrom('projects').selectAll().orderBy('created_at').orderBy('id').execute();
    return rows.map(toProject);
  }
}

function toProject(row: Selectable<ProjectsTable>): Project {
  return { id: row.id, organizationId: row.organization_id, name: row.name, createdAt: row.created_at };
}
