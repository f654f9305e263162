// The database of a test Strapi, whichever it is: SQLite (the default: a file in the instance's temp
// folder) or PostgreSQL when the run sets DATABASE_CLIENT=postgres and DATABASE_HOST/PORT/NAME/
// USERNAME/PASSWORD. Tests read what was stored through this, never through one engine's driver.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const knex = require('knex');

const postgres = () => process.env.DATABASE_CLIENT === 'postgres';

/** Environment for startStrapi (which picks SQLite unless told otherwise; DATABASE_* pass through). */
export const databaseEnv = () => (postgres() ? { DATABASE_CLIENT: 'postgres' } : {});

/** A knex client on the instance's database (close it with `destroy()`). */
export function openDatabase(cms) {
  if (!postgres()) {
    return knex({ client: 'better-sqlite3', connection: { filename: cms.dbFile }, useNullAsDefault: true });
  }
  // Dates as written (no time zone shift), 64-bit integers as exact strings.
  const pg = require('pg');
  pg.types.setTypeParser(1082, (value) => value);
  return knex({
    client: 'pg',
    connection: {
      host: process.env.DATABASE_HOST || '127.0.0.1',
      port: Number(process.env.DATABASE_PORT || 5432),
      database: process.env.DATABASE_NAME || 'strapi',
      user: process.env.DATABASE_USERNAME || 'strapi',
      password: process.env.DATABASE_PASSWORD || 'strapi',
    },
  });
}
