import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The local secrets file: written with random values by the first `npm start` (tools/scripts/lib/
 * local-secrets.mjs), read by the CMS and by this server. Never committed (.gitignore); a value the
 * environment already holds wins. `LOCAL_SECRETS_FILE` names another file.
 */
const localSecretsFile = () =>
  process.env['LOCAL_SECRETS_FILE'] || resolve(import.meta.dirname, '../../..', '.env');

export function loadLocalSecrets(file = localSecretsFile()): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

/**
 * The environment's secret; outside production a random one for this process when it is missing,
 * so nothing the CMS did not sign is accepted and no committed value is ever in use.
 */
export function secretFrom(value: string | undefined, production: boolean): string {
  if (value) return value;
  return production ? '' : randomBytes(32).toString('hex');
}
