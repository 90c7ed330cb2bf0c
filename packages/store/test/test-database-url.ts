/**
 * The PostgreSQL the store's tests run against: `TEST_DATABASE_URL`, else the server CI and the
 * docker-compose.yml at the repository root provide. Each suite works in a fresh schema of it.
 */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
