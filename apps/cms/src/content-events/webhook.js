// Contract A: the signed content webhook. Each content event is POSTed to every SITE_WEBHOOK_URLS
// entry as the raw JSON body
//   {"event":"entry.publish","uid":"api::news-update.news-update","model":"news-update","api":"news-updates",
//    "documentId":"…","locale":"sw"}
// with `X-Content-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(CONTENT_WEBHOOK_SECRET, "<t>.<body>")>`
// (a start that seeds sends one `content.seeded` event instead of one per entry: index.js).
// Delivery never blocks the editor: events are queued and sent in the background (4 at a time),
// retried up to 3 times with backoff (1 s, 2 s, 4 s) on network errors and 5xx answers. Failures are
// logged with the URL's origin and the status only.
const crypto = require('crypto');

const CONCURRENCY = 4;
const RETRIES = 3;
const TIMEOUT_MS = 5000;

function sign(secret, body, seconds) {
  const v1 = crypto.createHmac('sha256', secret).update(`${seconds}.${body}`).digest('hex');
  return `t=${seconds},v1=${v1}`;
}

function createWebhook({ urls, secret, log, retryDelayMs = 1000, now = () => Date.now() }) {
  const queue = [];
  let active = 0;
  let idle = [];

  async function deliver(url, body) {
    for (let attempt = 0; ; attempt += 1) {
      let outcome;
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'X-Content-Signature': sign(secret, body, Math.floor(now() / 1000)),
          },
          body,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        await res.arrayBuffer().catch(() => undefined);
        if (res.status < 500) {
          if (res.status >= 400) log.warn(`content webhook: ${new URL(url).origin} answered ${res.status}`);
          return;
        }
        outcome = `answered ${res.status}`;
      } catch (error) {
        outcome = `failed (${error.name === 'TimeoutError' ? 'timeout' : error.cause?.code || error.name})`;
      }
      if (attempt >= RETRIES) {
        log.error(
          `content webhook: ${new URL(url).origin} ${outcome}; gave up after ${RETRIES + 1} attempts`,
        );
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs * 2 ** attempt));
    }
  }

  function pump() {
    while (active < CONCURRENCY && queue.length) {
      const job = queue.shift();
      active += 1;
      deliver(job.url, job.body).finally(() => {
        active -= 1;
        pump();
      });
    }
    if (!active && !queue.length) {
      for (const resolve of idle) resolve();
      idle = [];
    }
  }

  return {
    send(payload) {
      if (!urls.length) return;
      const body = JSON.stringify(payload);
      for (const url of urls) queue.push({ url, body });
      pump();
    },
    // Resolves once every queued delivery has ended (used at shutdown).
    drained() {
      if (!active && !queue.length) return Promise.resolve();
      return new Promise((resolve) => idle.push(resolve));
    },
  };
}

module.exports = { createWebhook, sign };
