// Create-only controller of the three public forms (generated controllers delegate here).
// Flow: rate limit per client → honeypot → validation → store with a server reference → { data: { reference } }.
const crypto = require('crypto');
const { forms } = require('../../model/forms');
const { validateSubmission } = require('./validate');
const rateLimit = require('./rate-limit');

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O or 1/I: references are read out on the phone

function makeReference(prefix) {
  const bytes = crypto.randomBytes(6);
  const tail = Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
  return `${prefix}-${new Date().getUTCFullYear()}-${tail}`;
}

function validationError(ctx, errors) {
  ctx.status = 400;
  ctx.body = {
    data: null,
    error: {
      status: 400,
      name: 'ValidationError',
      message: errors.length === 1 ? errors[0].message : `${errors.length} errors occurred`,
      details: { errors },
    },
  };
}

module.exports =
  (plural) =>
  ({ strapi }) => {
    const form = forms[plural];
    const uid = `api::${form.singular}.${form.singular}`;
    return {
      async create(ctx) {
        if (!rateLimit.allow(ctx.request.ip)) {
          ctx.status = 429;
          ctx.set('Retry-After', String(Math.ceil(rateLimit.windowMs() / 1000)));
          ctx.body = {
            data: null,
            error: { status: 429, name: 'RateLimitError', message: 'too_many_requests', details: {} },
          };
          return;
        }
        const body = ctx.request.body || {};
        const input =
          body.data && typeof body.data === 'object' && !Array.isArray(body.data) ? { ...body.data } : null;
        if (!input) return validationError(ctx, [{ path: [], message: 'required', name: 'ValidationError' }]);

        // Honeypot: a hidden field people never fill. Pretend success and keep nothing.
        const { fax, ...fields } = input;
        if (!(fax === undefined || fax === null || fax === '')) {
          ctx.body = { data: { reference: makeReference(form.referencePrefix) } };
          return;
        }

        const { data, errors } = validateSubmission(form.rules, fields);
        if (errors.length) return validationError(ctx, errors);

        const { locale, ...stored } = data;
        const reference = makeReference(form.referencePrefix);
        await strapi.documents(uid).create({ data: { ...stored, language: locale || null, reference } });
        ctx.body = { data: { reference } };
      },
    };
  };
