// The forms' protection settings, read once from the environment (README: Environment). A value
// that makes no sense stops the start with a message rather than leaving the forms unprotected.
// The limits per visitor are the site's server's (apps/server/src/routes/forms.ts): form posts are
// taken from it only.
const { DEFAULT_TRUSTED, trustedProxies } = require('./client-address');

function whole(env, name, fallback, { min = 0 } = {}) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min)
    throw new Error(`${name}: "${raw}" is not a whole number ≥ ${min}`);
  return Number(raw);
}

function readFormSettings(env = process.env) {
  return {
    proxies: trustedProxies(
      env.TRUSTED_PROXIES || DEFAULT_TRUSTED,
      whole(env, 'TRUSTED_PROXY_HOPS', 1, { min: 1 }),
    ),
    redisUrl: env.REDIS_URL || '',
    /** 0 turns the timing check off. */
    minMs: whole(env, 'FORM_MIN_SECONDS', 3) * 1000,
    maxAgeMs: whole(env, 'FORM_TICKET_MAX_AGE_HOURS', 24, { min: 1 }) * 3_600_000,
    ticketSecret: env.FORM_TICKET_SECRET || '',
    captcha: {
      provider: env.CAPTCHA_PROVIDER || '',
      secret: env.CAPTCHA_SECRET || '',
      verifyUrl: env.CAPTCHA_VERIFY_URL || '',
    },
  };
}

module.exports = { readFormSettings };
