// The answers of the form routes, in Strapi's error shape `{ data: null, error: { status, name,
// message, details } }`. `name` is what the site translates; `message` is for people reading logs.
function reply(ctx, status, name, message, details = {}) {
  ctx.status = status;
  ctx.set('Cache-Control', 'no-store');
  ctx.body = { data: null, error: { status, name, message, details } };
}

/** 400 with one entry per problem: `{ path: ['applicants', 1, 'email'], message: 'invalid_email' }`. */
function invalid(ctx, errors) {
  const list = errors.map(({ path, code }) => ({ path, message: code, name: 'ValidationError' }));
  const message = list.length === 1 ? list[0].message : `${list.length} errors occurred`;
  reply(ctx, 400, 'ValidationError', message, { errors: list });
}

/** A form post that did not come through the site's server. */
const forbidden = (ctx) => reply(ctx, 403, 'ForbiddenError', 'Forms are sent through the site.');

/** A failed timing or CAPTCHA check: deliberately says nothing about which. */
const refused = (ctx) =>
  reply(ctx, 400, 'SubmissionRefused', 'The submission was refused. Reload the form and send it again.');

const notJson = (ctx) => reply(ctx, 415, 'UnsupportedMediaTypeError', 'Send the form as application/json.');

function unavailable(ctx, retryAfterSeconds) {
  ctx.set('Retry-After', String(retryAfterSeconds));
  reply(ctx, 503, 'ServiceUnavailableError', 'The submission cannot be checked right now. Please try again.');
}

module.exports = { forbidden, invalid, notJson, refused, unavailable };
