// Contract A: the signed content webhook. Each content event is POSTed to every SITE_WEBHOOK_URLS
// entry as the raw JSON body
//   {"event":"entry.publish","uid":"api::news-update.news-update","model":"news-update","api":"news-updates",
//    "documentId":"…","locale":"sw"}
// with `X-Content-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(CONTENT_WEBHOOK_SECRET, "<t>.<body>")>`
// (a start that seeds sends one `content.seeded` event instead of one per entry: index.js).
// Delivery never blocks the editor: events are queued and sent in the background (4 at a time),
// retried up to 3 times with backoff (1 s, 2 s, 4 s; p-retry) on network errors and 5xx answers. Failures are
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

  // One delivery: retried (p-retry, exponential backoff) on network errors and 5xx answers, with a
  // fresh signature each attempt; a 4xx is the receiver's last word.
  async function deliver(url, body) {
    const { default: pRetry } = await import('p-retry');
    const origin = new URL(url).origin;
    const attempt = async () => {
      let res;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'X-Content-Signature': sign(secret, body, Math.floor(now() / 1000)),
          },
          body,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new Error(
          `failed (${error.name === 'TimeoutError' ? 'timeout' : error.cause?.code || error.name})`,
        );
      }
      await res.arrayBuffer().catch(() => undefined);
      if (res.status >= 500) throw new Error(`answered ${res.status}`);
      if (res.status >= 400) log.warn(`content webhook: ${origin} answered ${res.status}`);
    };
    try {
      await pRetry(attempt, { retries: RETRIES, factor: 2, minTimeout: retryDelayMs, randomize: false });
    } catch (error) {
      log.error(`content webhook: ${origin} ${error.message}; gave up after ${RETRIES + 1} attempts`);
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
