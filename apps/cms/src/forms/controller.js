// Create-only controller of the three public forms (generated controllers delegate here).
// Flow of a submission: attempt limit per form and client → JSON only → honeypot → timing ticket →
// CAPTCHA (when configured) → the form's shared rules → submission limit → store with a server
// reference → `{ data: { reference } }`. Nothing is stored unless every step passes.
const crypto = require('node:crypto');
const { validate } = require('@site/form-rules');
const { forms } = require('../../model/forms');
const { clientAddress, clientKey } = require('./client-address');
const { createCaptcha } = require('./captcha');
const { createLimiter } = require('./rate-limit');
const { invalid, notJson, refused, tooMany, unavailable } = require('./replies');
const { readFormSettings } = require('./settings');
const { checkTicket, issueTicket, ticketSecret } = require('./ticket');

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O or 1/I: references are read out on the phone

function makeReference(prefix) {
  const tail = Array.from(crypto.randomBytes(6), (b) => ALPHABET[b % ALPHABET.length]).join('');
  return `${prefix}-${new Date().getUTCFullYear()}-${tail}`;
}

const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const blank = (value) => value === undefined || value === null || value === '';

// One per process, shared by the three forms: settings, counters (one Redis connection), CAPTCHA.
let guard = null;
function formGuard(strapi) {
  if (!guard) {
    const settings = readFormSettings();
    guard = {
      settings,
      limiter: createLimiter({ redisUrl: settings.redisUrl, log: strapi.log }),
      captcha: createCaptcha(settings.captcha),
      secret: ticketSecret(settings.ticketSecret, strapi.config.get('server.app.keys')),
    };
  }
  return guard;
}

module.exports =
  (plural) =>
  ({ strapi }) => {
    const form = forms[plural];
    const uid = `api::${form.singular}.${form.singular}`;
    const { settings, limiter, captcha, secret } = formGuard(strapi);
    const timed = settings.minMs > 0;

    return {
      /** `POST /api/<form>/ticket`: what the form sends back with its submission (see ticket.js). */
      async ticket(ctx) {
        ctx.set('Cache-Control', 'no-store');
        ctx.body = {
          data: {
            ticket: issueTicket(secret, plural, Date.now()),
            minSeconds: settings.minMs / 1000,
            maxAgeSeconds: settings.maxAgeMs / 1000,
          },
        };
      },

      async create(ctx) {
        const client = clientAddress(ctx.req, settings);
        const key = `${plural}:${clientKey(client)}`;
        // Every post counts here, refusals too: a generous budget that only hammering exhausts.
        const attempt = await limiter.hit(`attempt:${key}`, settings.attemptLimit, settings.windowMs);
        if (!attempt.allowed) return tooMany(ctx, attempt.retryAfterSeconds);
        // A cross-site page can post urlencoded, multipart or text/plain without asking; never JSON.
        if (ctx.is('application/json') !== 'application/json') return notJson(ctx);

        const body = ctx.request.body;
        if (!isRecord(body) || !isRecord(body.data)) return invalid(ctx, [{ path: [], code: 'required' }]);
        const { fax, ...fields } = body.data;
        // Only accepted submissions (and the honeypot's pretended ones) spend the smaller budget, so
        // a visitor's rejected tries never lock anyone out of sending.
        const spend = () => limiter.hit(`submission:${key}`, settings.submissionLimit, settings.windowMs);

        // Honeypot: a hidden field people never fill. Pretend success and keep nothing.
        if (!blank(fax)) {
          const submission = await spend();
          if (!submission.allowed) return tooMany(ctx, submission.retryAfterSeconds);
          ctx.body = { data: { reference: makeReference(form.referencePrefix) } };
          return undefined;
        }
        if (timed) {
          const verdict = checkTicket(secret, plural, body.ticket, Date.now(), settings);
          if (verdict !== 'ok') {
            strapi.log.debug(`form ${plural}: ticket ${verdict} from ${client}`);
            return refused(ctx);
          }
        }
        if (captcha.enabled) {
          const verdict = await captcha.verify(body.captcha, client);
          if (verdict === 'unavailable') return unavailable(ctx, 30);
          if (verdict !== 'ok') return refused(ctx);
        }

        const result = validate(form.rules, fields);
        if (!result.ok) return invalid(ctx, result.errors);
        const submission = await spend();
        if (!submission.allowed) return tooMany(ctx, submission.retryAfterSeconds);

        const { locale, ...stored } = result.value;
        const reference = makeReference(form.referencePrefix);
        await strapi.documents(uid).create({ data: { ...stored, language: locale ?? null, reference } });
        ctx.set('Cache-Control', 'no-store');
        ctx.body = { data: { reference } };
        return undefined;
      },
    };
  };
