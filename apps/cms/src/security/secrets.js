// Secrets come only from the environment, or from the repository's local secrets file (`.env` at
// its root, gitignored), which the first `npm start` writes with random values
// (tools/scripts/lib/local-secrets.mjs) and the site's server reads too; the environment wins. No
// secret has a committed fallback: a missing one stops any start, and production also refuses a
// committed or short one (see `secretProblems`). `npm start` runs without (a fresh clone): it
// generates them first.
const fs = require('node:fs');
const path = require('node:path');

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

// What a committed value looks like: the development defaults this repository once had
// (`devOnly…`, `dev-only-not-a-secret`) and the end-to-end suite's (`e2e-…`).
const COMMITTED = /^(dev-?only|e2e-)|not-a-secret/i;
const MIN_LENGTH = 16;

// A secret's value from the environment (or the local secrets file); undefined when it is not set,
// which the start refuses (src/index.js, with every missing name at once).
function secret(name) {
  loadLocalSecrets();
  const value = process.env[name];
  return value !== undefined && value.trim() !== '' ? value : undefined;
}

// Every reason the environment's secrets are not fit to run (empty = fit): missing anywhere, and in
// production also a committed or short value.
function secretProblems(env = process.env) {
  loadLocalSecrets();
  const problems = [];
  const check = (name) => {
    const values = name === 'APP_KEYS' ? list(env[name]) : [String(env[name] ?? '').trim()].filter(Boolean);
    if (values.length === 0) problems.push(`${name} is not set`);
    else if (!isProduction(env)) return;
    else if (values.some((value) => COMMITTED.test(value))) problems.push(`${name} is a committed value`);
    else if (values.some((value) => value.length < MIN_LENGTH))
      problems.push(`${name} is shorter than ${MIN_LENGTH} characters`);
  };
  REQUIRED.forEach(check);
  if (list(env.SITE_WEBHOOK_URLS).length) check('CONTENT_WEBHOOK_SECRET');
  if (env.PREVIEW_ENABLED !== 'false') check('PREVIEW_SECRET');
  if (env.FORM_TICKET_SECRET) check('FORM_TICKET_SECRET');
  return problems;
}

module.exports = { secret, isProduction, secretProblems, list, REQUIRED };
