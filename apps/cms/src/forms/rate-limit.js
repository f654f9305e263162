// Fixed-window counter per key (form + client IP), in memory: enough for one Strapi process.
// With several instances behind a balancer, put the limit in the proxy instead.
const hits = new Map();
const limit = () => Number(process.env.FORM_RATE_LIMIT || 5);
const windowMs = () => Number(process.env.FORM_RATE_WINDOW_MS || 60000);

function allow(key, now = Date.now()) {
  const entry = hits.get(key);
  if (!entry || now - entry.start >= windowMs()) {
    hits.set(key, { start: now, count: 1 });
    if (hits.size > 10000) sweep(now);
    return true;
  }
  entry.count += 1;
  return entry.count <= limit();
}

function sweep(now) {
  for (const [key, entry] of hits) if (now - entry.start >= windowMs()) hits.delete(key);
}

module.exports = { allow, windowMs };
