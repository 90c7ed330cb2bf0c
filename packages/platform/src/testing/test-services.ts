/**
 * The real services tests of the platform (and of apps built on it) talk to: `TEST_DATABASE_URL`
 * and `TEST_REDIS_URL`, else the PostgreSQL and Redis that CI and the repository's
 * docker-compose.yml provide. Tests work in a fresh PostgreSQL schema and their own Redis keys,
 * so one shared server is fine.
 */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
