// What keeps `npm run start:prod` from starting: the refusals of the CMS (its secrets, SEED_MODE) and of
// the site's server (its secrets, SITE_ORIGIN), asked of their own code with NODE_ENV=production, so
// the local production start refuses exactly what a deployment would, before minutes of building.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { localSecretsFile } from './local-secrets.mjs';

const root = resolve(import.meta.dirname, '../../..');

/** Every problem of the environment (over `defaults`), each naming its variable; empty: it may start. */
export async function productionProblems(defaults = {}) {
  // What the CMS and the server will read: the environment, then the local secrets file.
  if (existsSync(localSecretsFile)) process.loadEnvFile(localSecretsFile);
  const env = { ...defaults, ...process.env, NODE_ENV: 'production' };
  // The CMS's own modules (CommonJS, its checks as it runs them).
  const cms = (file) => createRequire(import.meta.url)(resolve(root, 'apps/cms/src', file));
  const { secretProblems } = cms('security/secrets.js');
  const { seedModeProblems } = cms('seed/sample.js');
  const { readConfig } = await import('../../../apps/server/src/config.ts');
  let server = [];
  try {
    readConfig(env, []);
  } catch (error) {
    server = error.message.split('\n  - ').slice(1);
  }
  // A secret both read (the webhook's, the preview's) is named once.
  return [...new Set([...secretProblems(env), ...seedModeProblems(env), ...server])];
}
