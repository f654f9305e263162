// Create-only controller of the three public forms (generated controllers delegate here).
// Flow of a submission: from the site's server only → JSON only → honeypot → timing ticket →
// CAPTCHA (when configured) → the form's shared rules → the ticket claimed (one submission per
// ticket) → store with a server reference → `{ data: { reference } }`. Nothing is stored unless every
// step passes. The limits per visitor and form are the site's server's (apps/server/src/routes/forms.ts).
const crypto = require('node:crypto');
const { validate } = require('@site/form-rules');
const { forms } = require('../../model/forms');
const { createCaptcha } = require('./captcha');
const { forbidden, invalid, notJson, refused, unavailable } = require('./replies');
const { readFormSettings } = require('./settings');
const { checkTicket, issueTicket, ticketSecret } = require('./ticket');
const { createTicketStore } = require('./ticket-store');

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O or 1/I: references are read out on the phone

function makeReference(prefix) {
  const tail = Array.from(crypto.randomBytes(6), (b) => ALPHABET[b % ALPHABET.length]).join('');
  return `${prefix}-${new Date().getUTCFullYear()}-${tail}`;
}

const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const blank = (value) => value === undefined || value === null || value === '';

// One per process, shared by the three forms: settings, used tickets (one Redis connection), CAPTCHA.
let guard = null;
function formGuard(strapi) {
  if (!guard) {
    const settings = readFormSettings();
    guard = {
      settings,
      tickets: createTicketStore({ redisUrl: settings.redisUrl, log: strapi.log }),
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
    const { settings, tickets, captcha, secret } = formGuard(strapi);
    const { proxies } = settings;
    const timed = settings.minMs > 0;

    return {
      /** `POST /api/<form>/ticket`: what the form sends back with its submission (see ticket.js). */
      async ticket(ctx) {
        if (!proxies.fromProxy(ctx.req)) return forbidden(ctx);
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
        // Visitors post through the site's server, which limits them: nobody else may post here.
        if (!proxies.fromProxy(ctx.req)) return forbidden(ctx);
        const client = proxies.clientAddress(ctx.req);
        // A cross-site page can post urlencoded, multipart or text/plain without asking; never JSON.
        if (ctx.is('application/json') !== 'application/json') return notJson(ctx);

        const body = ctx.request.body;
        if (!isRecord(body) || !isRecord(body.data)) return invalid(ctx, [{ path: [], code: 'required' }]);
        const { fax, ...fields } = body.data;

        // Honeypot: a hidden field people never fill. Pretend success and keep nothing.
        if (!blank(fax)) {
          ctx.body = { data: { reference: makeReference(form.referencePrefix) } };
          return undefined;
        }
        const ticket = timed ? checkTicket(secret, plural, body.ticket, Date.now(), settings) : null;
        if (ticket && ticket.verdict !== 'ok') {
          strapi.log.debug(`form ${plural}: ticket ${ticket.verdict} from ${client}`);
          return refused(ctx);
        }
        if (captcha.enabled) {
          const verdict = await captcha.verify(body.captcha, client);
          if (verdict === 'unavailable') return unavailable(ctx, 30);
          if (verdict !== 'ok') return refused(ctx);
        }

        const result = validate(form.rules, fields);
        if (!result.ok) return invalid(ctx, result.errors);
        // Claimed last: a visitor correcting mistakes keeps the ticket; a second send of it is refused.
        if (ticket && !(await tickets.claim(ticket.id, ticket.expiresInMs))) {
          strapi.log.debug(`form ${plural}: ticket used twice from ${client}`);
          return refused(ctx);
        }

        const { locale, ...stored } = result.value;
        const reference = makeReference(form.referencePrefix);
        await strapi.documents(uid).create({ data: { ...stored, language: locale ?? null, reference } });
        ctx.set('Cache-Control', 'no-store');
        ctx.body = { data: { reference } };
        return undefined;
      },
    };
  };
