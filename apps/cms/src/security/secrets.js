// Secrets come only from the environment. Development (NODE_ENV other than `production`) falls back
// to the committed `devOnly…` values so `npm start` works on a fresh clone; production never does:
// a missing or committed value stops the CMS before it listens (see `productionProblems`).
const DEV_VALUES = {
  APP_KEYS: 'devOnlyAppKeyA==,devOnlyAppKeyB==,devOnlyAppKeyC==,devOnlyAppKeyD==',
  API_TOKEN_SALT: 'devOnlyApiTokenSalt',
  ADMIN_JWT_SECRET: 'devOnlyAdminJwtSecret',
  TRANSFER_TOKEN_SALT: 'devOnlyTransferTokenSalt',
  JWT_SECRET: 'devOnlyJwtSecret',
  ENCRYPTION_KEY: 'devOnlyEncryptionKey0123456789ab',
  // Shared with the site's server, whose development default is the same string.
  CONTENT_WEBHOOK_SECRET: 'dev-only-not-a-secret',
  PREVIEW_SECRET: 'dev-only-not-a-secret',
};

const isProduction = (env = process.env) => env.NODE_ENV === 'production';

// A committed value is one of ours, or anything starting with `devOnly`/`dev-only` (copied variants).
const isCommitted = (name, value) => value === DEV_VALUES[name] || /^dev-?only/i.test(String(value).trim());

// The value of a secret: the environment's, else (development only) the committed one.
function secret(name, env = process.env) {
  const value = env[name];
  if (value !== undefined && value !== '') return value;
  return isProduction(env) ? undefined : DEV_VALUES[name];
}

const REQUIRED = [
  'APP_KEYS',
  'API_TOKEN_SALT',
  'ADMIN_JWT_SECRET',
  'TRANSFER_TOKEN_SALT',
  'JWT_SECRET',
  'ENCRYPTION_KEY',
];

const list = (value) =>
  String(value || '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

// Every reason the environment is not fit for production, one line each (empty = fit).
function productionProblems(env = process.env) {
  if (!isProduction(env)) return [];
  const problems = [];
  const check = (name) => {
    const value = env[name];
    if (value === undefined || value.trim() === '') problems.push(`${name} is not set`);
    else if (
      name === 'APP_KEYS' ? list(value).some((key) => isCommitted(name, key)) : isCommitted(name, value)
    )
      problems.push(`${name} is a committed development value`);
  };
  REQUIRED.forEach(check);
  if (list(env.SITE_WEBHOOK_URLS).length) check('CONTENT_WEBHOOK_SECRET');
  if (env.PREVIEW_ENABLED !== 'false') check('PREVIEW_SECRET');
  return problems;
}

module.exports = { secret, isProduction, productionProblems, list, DEV_VALUES, REQUIRED };
