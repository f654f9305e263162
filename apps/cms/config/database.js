// SQLite for development and tests; PostgreSQL for shared environments (DATABASE_CLIENT=postgres).
const path = require('path');

module.exports = ({ env }) => {
  const client = env('DATABASE_CLIENT', 'sqlite');
  if (client === 'postgres') {
    return {
      connection: {
        client: 'postgres',
        connection: {
          host: env('DATABASE_HOST', '127.0.0.1'),
          port: env.int('DATABASE_PORT', 5432),
          database: env('DATABASE_NAME', 'strapi'),
          user: env('DATABASE_USERNAME', 'strapi'),
          password: env('DATABASE_PASSWORD', 'strapi'),
          ssl: env.bool('DATABASE_SSL', false)
            ? { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) }
            : false,
          schema: env('DATABASE_SCHEMA', 'public'),
        },
        pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
      },
    };
  }
  return {
    connection: {
      client: 'sqlite',
      connection: {
        filename: path.resolve(__dirname, '..', env('DATABASE_FILENAME', '.tmp/data.db')),
      },
      useNullAsDefault: true,
      // WAL + synchronous=NORMAL: readers never wait for the writer, and a commit no longer syncs the
      // disk (seeding ~1,000 documents was fsync-bound). Still crash-safe; the last commits may be lost
      // on power failure, which is acceptable for development — production uses PostgreSQL.
      pool: {
        afterCreate: (conn, done) => {
          if (env.bool('DATABASE_SQLITE_WAL', true)) {
            conn.pragma('journal_mode = WAL');
            conn.pragma('synchronous = NORMAL');
          }
          done(null, conn);
        },
      },
    },
  };
};
