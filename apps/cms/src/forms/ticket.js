// The timing check: a form asks for a ticket when it opens (`POST /api/<form>/ticket`) and sends it
// with the submission. The ticket is the issue time and a random id, signed for that form, so it
// cannot be forged or moved to another form; a submission whose ticket is younger than the minimum
// (nobody fills a form in 3 seconds; bots post at once) or older than the maximum age is refused, and
// a ticket serves one stored submission only (its id is remembered until it expires: ticket-store.js).
// The site waits out the minimum itself before sending, and asks for a fresh ticket when one is
// refused, so a real person is never refused for being quick.
const crypto = require('node:crypto');

const sign = (secret, form, issuedAt, id) =>
  crypto.createHmac('sha256', secret).update(`${form}.${issuedAt}.${id}`).digest('base64url');

/** → "<issuedAtMs>.<id>.<signature>" */
function issueTicket(secret, form, now, id = crypto.randomBytes(12).toString('base64url')) {
  return `${now}.${id}.${sign(secret, form, now, id)}`;
}

/**
 * → { verdict: 'ok' | 'missing' | 'invalid' | 'too-fast' | 'expired', id } (the client is told none
 * of this; `id` is the ticket's, to be claimed once the submission is stored).
 */
function checkTicket(secret, form, ticket, now, { minMs, maxAgeMs }) {
  if (ticket === undefined || ticket === null || ticket === '') return { verdict: 'missing' };
  const match =
    typeof ticket === 'string' ? /^(\d{13})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/.exec(ticket) : null;
  if (!match) return { verdict: 'invalid' };
  const [, issuedAt, id, signature] = match;
  const expected = Buffer.from(sign(secret, form, issuedAt, id));
  if (!crypto.timingSafeEqual(Buffer.from(signature), expected)) return { verdict: 'invalid' };
  const age = now - Number(issuedAt);
  if (age < minMs) return { verdict: 'too-fast' };
  if (age > maxAgeMs) return { verdict: 'expired' };
  return { verdict: 'ok', id, expiresInMs: maxAgeMs - age };
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
