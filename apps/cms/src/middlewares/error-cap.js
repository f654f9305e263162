// Error replies stay small whatever the request held: a message is cut to 200 characters and a list
// of field errors to its first 100 (a real form has far fewer), each path to 8 segments of at most 64
// characters. A body of 80,000 unknown keys can no longer come back as megabytes of errors.
const MAX_MESSAGE = 200;
const MAX_ERRORS = 100;
const MAX_PATH = 8;
const MAX_SEGMENT = 64;

const cut = (value, max) =>
  typeof value === 'string' && value.length > max ? `${value.slice(0, max)}…` : value;

function capDetails(details) {
  if (!details || typeof details !== 'object') return {};
  const errors = Array.isArray(details.errors) ? details.errors : null;
  if (!errors) {
    const scalars = Object.entries(details)
      .filter(([, v]) => ['string', 'number', 'boolean'].includes(typeof v))
      .slice(0, 8)
      .map(([k, v]) => [cut(k, MAX_SEGMENT), cut(v, MAX_SEGMENT)]);
    return Object.fromEntries(scalars);
  }
  const capped = errors.slice(0, MAX_ERRORS).map((e) => ({
    path: Array.isArray(e && e.path) ? e.path.slice(0, MAX_PATH).map((s) => cut(s, MAX_SEGMENT)) : [],
    message: cut(String((e && e.message) || ''), MAX_MESSAGE),
    name: cut(String((e && e.name) || 'ValidationError'), MAX_SEGMENT),
  }));
  return errors.length > MAX_ERRORS
    ? { errors: capped, omitted: errors.length - MAX_ERRORS }
    : { errors: capped };
}

module.exports = () => async (ctx, next) => {
  await next();
  const body = ctx.body;
  if (ctx.status < 400 || !body || typeof body !== 'object' || !body.error || typeof body.error !== 'object')
    return;
  const { error } = body;
  ctx.body = {
    data: null,
    error: {
      status: error.status || ctx.status,
      name: cut(String(error.name || 'Error'), MAX_SEGMENT),
      message: cut(String(error.message || ''), MAX_MESSAGE),
      details: capDetails(error.details),
    },
  };
};
