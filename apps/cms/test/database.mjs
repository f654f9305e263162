// The database of a test Strapi, whichever engine the run uses (test/helpers.mjs gives every instance
// its own SQLite file or PostgreSQL database, named in `cms.dbEnv`). Tests read what was stored through
// knex, never through one engine's driver.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const knex = require('knex');

/** A knex client on the instance's database (close it with `destroy()`). */
export function openDatabase(cms) {
  const { DATABASE_CLIENT, DATABASE_FILENAME, DATABASE_NAME } = cms.dbEnv;
  if (DATABASE_CLIENT !== 'postgres') {
    return knex({
      client: 'better-sqlite3',
      connection: { filename: DATABASE_FILENAME },
      useNullAsDefault: true,
    });
  }
  // Dates as written (no time zone shift), 64-bit integers as exact strings.
  const pg = require('pg');
  pg.types.setTypeParser(1082, (value) => value);
  return knex({
    client: 'pg',
    connection: {
      host: process.env.DATABASE_HOST,
      port: Number(process.env.DATABASE_PORT),
      database: DATABASE_NAME,
      user: process.env.DATABASE_USERNAME,
      password: process.env.DATABASE_PASSWORD || undefined,
    },
  });
}
