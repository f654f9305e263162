// The forms' protection settings, read once from the environment (README: Environment). A value
// that makes no sense stops the start with a message rather than leaving the forms unprotected.
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
    /** Accepted submissions per form, client and window. */
    submissionLimit: whole(env, 'FORM_RATE_LIMIT', 5, { min: 1 }),
    /** Posts of any outcome (refusals included) per form, client and window. */
    attemptLimit: whole(env, 'FORM_ATTEMPT_LIMIT', 30, { min: 1 }),
    windowMs: whole(env, 'FORM_RATE_WINDOW_MS', 60_000, { min: 1000 }),
    trusted: trustedProxies(env.TRUSTED_PROXIES || DEFAULT_TRUSTED),
    hops: whole(env, 'TRUSTED_PROXY_HOPS', 1, { min: 1 }),
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
