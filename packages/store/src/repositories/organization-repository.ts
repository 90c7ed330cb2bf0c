import type { Kysely, Selectable } from 'kysely';
import { currentTimestamp } from '../column-codecs.js';
import type { Database, OrganizationsTable } from '../database-schema.js';
import { createId } from '../identifiers.js';
import type { Organization, OrganizationRepository } from '../records.js';

export class SqlOrganizationRepository implements OrganizationRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(input: { name: string }): Promise<Organization> {
    const row: Selectable<OrganizationsTable> = { id: createId('org'), name: input.name, created_at: currentTimestamp() };
    await this.db.insertInto('organizations').values(row).execute();
    return toOrganization(row);
  }

  async get(id: string): Promise<Organization | undefined> {
    const row = await this.db.selectFrom('organizations').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toOrganization(row);
  }
}

function toOrganization(row: Selectable<OrganizationsTable>): Organization {
  return { id: row.id, name: row.name, createdAt: row.created_at };
}
