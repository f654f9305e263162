// The timing check: a form asks for a ticket when it opens (`POST /api/<form>/ticket`) and sends it
// with the submission. The ticket is the issue time signed for that form, so it cannot be forged or
// moved to another form; a submission whose ticket is younger than the minimum (nobody fills a form
// in 3 seconds; bots post at once) or older than the maximum age is refused. The site waits out the
// minimum itself before sending, so a real person is never refused for being quick.
const crypto = require('node:crypto');

const sign = (secret, form, issuedAt) =>
  crypto.createHmac('sha256', secret).update(`${form}.${issuedAt}`).digest('base64url');

/** → "<issuedAtMs>.<signature>" */
function issueTicket(secret, form, now) {
  return `${now}.${sign(secret, form, now)}`;
}

/** → 'ok' | 'missing' | 'invalid' | 'too-fast' | 'expired' (the client is told none of this). */
function checkTicket(secret, form, ticket, now, { minMs, maxAgeMs }) {
  if (ticket === undefined || ticket === null || ticket === '') return 'missing';
  const match = typeof ticket === 'string' ? /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(ticket) : null;
  if (!match) return 'invalid';
  const [, issuedAt, signature] = match;
  const expected = Buffer.from(sign(secret, form, issuedAt));
  if (!crypto.timingSafeEqual(Buffer.from(signature), expected)) return 'invalid';
  const age = now - Number(issuedAt);
  if (age < minMs) return 'too-fast';
  if (age > maxAgeMs) return 'expired';
  return 'ok';
}

/**
 * The signing key: FORM_TICKET_SECRET, or one derived from the app keys (every instance of a
 * deployment shares them, so a ticket from one instance is good at another).
 */
function ticketSecret(explicit, appKeys) {
  if (explicit) return explicit;
  return crypto
    .createHash('sha256')
    .update(`form-ticket\0${[].concat(appKeys || []).join(',')}`)
    .digest();
}

module.exports = { issueTicket, checkTicket, ticketSecret };
