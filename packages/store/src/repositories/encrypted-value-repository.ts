import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../database-schema.js';
import type { StoreDialect } from '../open-database.js';
import { assertPositiveInteger } from '../page-bounds.js';
import type { EncryptedColumn, EncryptedValue, EncryptedValueRepository, SealedValue } from '../records.js';

/** Every column holding an `EncryptedValue`, as `table.column`. */
export const encryptedColumns: readonly EncryptedColumn[] = ['accounts.credentials', 'connector_profiles.auth_config', 'connection_attempts.oauth_verifier'];

type EncryptedTable = 'accounts' | 'connector_profiles' | 'connection_attempts';

/**
 * Reads and swaps encrypted values by the key that sealed them, whatever table holds them: what a
 * start-up check of the keyring and a key rotation need. The key id is read inside the database
 * so neither walks every row in JavaScript.
 */
export class SqlEncryptedValueRepository implements EncryptedValueRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: StoreDialect,
  ) {}

  async keyIdsInUse(): Promise<string[]> {
    const keyIds = new Set<string>();
    for (const column of encryptedColumns) {
      const { table, name } = split(column);
      const keyId = this.field(name, 'keyId');
      const rows = await this.db.selectFrom(table).select(keyId.as('key_id')).where(sql.ref(name), 'is not', null).distinct().execute();
      for (const row of rows as { key_id: string | null }[]) if (row.key_id) keyIds.add(row.key_id);
    }
    return [...keyIds].sort();
  }

  async sampleSealedWith(keyId: string, limit: number): Promise<SealedValue[]> {
    assertPositiveInteger(limit, 'limit');
    const samples: SealedValue[] = [];
    for (const column of encryptedColumns) {
      if (samples.length >= limit) break;
      samples.push(...(await this.list(column, { keyId, operator: '=' }, '', limit - samples.length)));
    }
    return samples;
  }

  listSealedWithOtherKeys(column: EncryptedColumn, keyId: string, afterId: string, limit: number): Promise<SealedValue[]> {
    assertPositiveInteger(limit, 'limit');
    return this.list(column, { keyId, operator: '<>' }, afterId, limit);
  }

  async replace(value: SealedValue, next: EncryptedValue): Promise<boolean> {
    const { table, name } = split(value.column);
    // Compare-and-set on the sealed payload: a value rewritten meanwhile (a refreshed token) wins.
    const result = await sql`update ${sql.table(table)} set ${sql.ref(name)} = ${JSON.stringify(next)}
      where id = ${value.id} and ${this.field(name, 'payload')} = ${value.value.payload}`.execute(this.db);
    return Number(result.numAffectedRows ?? 0n) === 1;
  }

  private async list(column: EncryptedColumn, key: { keyId: string; operator: '=' | '<>' }, afterId: string, limit: number): Promise<SealedValue[]> {
    const { table, name } = split(column);
    const rows = await this.db
      .selectFrom(table)
      .select([sql.ref<string>('id').as('id'), sql.ref<string>(name).as('sealed')])
      .where(sql.ref(name), 'is not', null)
      .where(this.field(name, 'keyId'), key.operator, key.keyId)
      .where(sql.ref('id'), '>', afterId)
      .orderBy(sql.ref('id'))
      .limit(limit)
      .execute();
    return (rows as { id: string; sealed: string }[]).map((row) => ({ column, id: row.id, value: JSON.parse(row.sealed) as EncryptedValue }));
  }

  private field(column: string, field: 'keyId' | 'payload'): RawBuilder<string> {
    // Literals, not parameters: PostgreSQL would see `->> $1` and `->> $2` as different expressions.
    return this.dialect === 'postgres'
      ? sql<string>`(${sql.ref(column)}::json ->> ${sql.lit(field)})`
      : sql<string>`json_extract(${sql.ref(column)}, ${sql.lit(`$.${field}`)})`;
  }
}

function split(column: EncryptedColumn): { table: EncryptedTable; name: string } {
  const [table, name] = column.split('.') as [EncryptedTable, string];
  return { table, name };
}
