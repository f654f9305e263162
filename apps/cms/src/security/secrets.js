// Secrets come only from the environment, or from the repository's local secrets file (`.env` at
// its root, gitignored), which the first `npm start` writes with random values
// (tools/scripts/lib/local-secrets.mjs) and the site's server reads too; the environment wins. No
// secret has a committed fallback: a missing one stops any start, and production also refuses one
// that is padded, found in the repository's committed text, or weak (`secretProblems`, on the rule
// the site's server shares: libs/shared/server-rules). `npm start` runs without (a fresh clone): it
// generates them first.
const fs = require('node:fs');
const path = require('node:path');
// Required by its path: the CMS has its own node_modules, and the image puts the library at the same
// place beside it (deploy/Dockerfile).
const rules = require('../../../../libs/shared/server-rules/src/index.js');

// `LOCAL_SECRETS_FILE` names another file (the tests start a CMS on a file of their own).
const localSecretsFile = () => process.env.LOCAL_SECRETS_FILE || path.resolve(__dirname, '../../../../.env');

const REQUIRED = [
  'APP_KEYS',
  'API_TOKEN_SALT',
  'ADMIN_JWT_SECRET',
  'TRANSFER_TOKEN_SALT',
  'JWT_SECRET',
  'ENCRYPTION_KEY',
];

const isProduction = (env = process.env) => env.NODE_ENV === 'production';

let loaded = false;
function loadLocalSecrets() {
  if (loaded) return;
  loaded = true;
  const file = localSecretsFile();
  if (fs.existsSync(file)) process.loadEnvFile(file);
}

const list = (value) =>
  String(value || '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

// A secret's value from the environment (or the local secrets file); undefined when it is not set,
// which the start refuses (src/index.js, with every missing name at once).
function secret(name) {
  loadLocalSecrets();
  const value = process.env[name];
  return value !== undefined && value.trim() !== '' ? value : undefined;
}

// Every reason the environment's secrets are not fit to run (empty = fit): missing anywhere, and in
// production also padded, committed or weak, each named with how to make a good one.
function secretProblems(env = process.env) {
  loadLocalSecrets();
  const names = [
    ...REQUIRED,
    ...(list(env.SITE_WEBHOOK_URLS).length ? ['CONTENT_WEBHOOK_SECRET'] : []),
    ...(env.PREVIEW_ENABLED !== 'false' ? ['PREVIEW_SECRET'] : []),
    ...(env.FORM_TICKET_SECRET ? ['FORM_TICKET_SECRET'] : []),
  ];
  if (isProduction(env)) return rules.secretProblems(env, names, { lists: ['APP_KEYS'] });
  const set = (name) => (name === 'APP_KEYS' ? list(env[name]) : String(env[name] ?? '').trim()).length > 0;
  return names.filter((name) => !set(name)).map((name) => `${name} is not set`);
}

module.exports = { secret, isProduction, secretProblems, list, REQUIRED };
