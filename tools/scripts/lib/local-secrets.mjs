// The secrets of a local stack. `npm start` (and start:prod) writes them, random, to `.env` at the
// repository root on the first start, as Strapi's own project generator does; the CMS and the site's
// server both read that file (apps/cms/src/security/secrets.js, apps/server/src/secrets.ts), and the
// environment wins over it. Never committed (.gitignore): no committed secret ever runs. Later starts
// keep the values (admin sessions, tokens and encrypted values survive a restart) and add any missing.
import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { resolve } from 'node:path';

// `LOCAL_SECRETS_FILE` names another file, as for the CMS and the server (the tests use their own).
export const localSecretsFile =
  process.env.LOCAL_SECRETS_FILE || resolve(import.meta.dirname, '../../..', '.env');

// What `openssl rand -base64 32` makes (the advice of every refusal: @site/server-rules).
const random = () => randomBytes(32).toString('base64');
const generators = {
  APP_KEYS: () => [1, 2, 3, 4].map(random).join(','),
  API_TOKEN_SALT: random,
  ADMIN_JWT_SECRET: random,
  TRANSFER_TOKEN_SALT: random,
  JWT_SECRET: random,
  ENCRYPTION_KEY: random,
  // Shared by the CMS and the site's server: the content webhook, preview links, the draft token.
  CONTENT_WEBHOOK_SECRET: () => randomBytes(32).toString('hex'),
  PREVIEW_SECRET: () => randomBytes(32).toString('hex'),
  CMS_PREVIEW_TOKEN: () => randomBytes(32).toString('hex'),
};

/** A fresh set for a throwaway stack (the benchmarks, the end-to-end suite's CMS). */
export const freshSecrets = () =>
  Object.fromEntries(Object.entries(generators).map(([name, make]) => [name, make()]));

/** Writes the secrets `file` lacks (all of them the first time); returns the names it added. */
export function ensureLocalSecrets(file = localSecretsFile) {
  const present = existsSync(file) ? parseEnv(readFileSync(file, 'utf8')) : {};
  const missing = Object.entries(generators).filter(([name]) => !present[name]);
  if (missing.length === 0) return [];
  const lines = missing.map(([name, make]) => `${name}=${make()}\n`).join('');
  if (existsSync(file)) appendFileSync(file, `\n${lines}`);
  else
    writeFileSync(
      file,
      `# Local secrets of \`npm start\`: random, never committed (tools/scripts/lib/local-secrets.mjs).\n${lines}`,
      {
        mode: 0o600,
      },
    );
  return missing.map(([name]) => name);
}
