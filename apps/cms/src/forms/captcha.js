// Optional CAPTCHA on the forms (off unless CAPTCHA_PROVIDER is set): the submission carries the
// widget's token beside `data` as `captcha`, and the provider's siteverify endpoint confirms it.
// Off, nothing is checked and nothing leaves the server.
const VERIFY_URLS = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
};

/**
 * → { enabled, verify(token, remoteIp) → 'ok' | 'failed' | 'unavailable' }.
 * `verifyUrl` replaces the provider's endpoint (a test stands up its own on 127.0.0.1); `fetch` is
 * injectable for the same reason.
 */
function createCaptcha({ provider, secret, verifyUrl, timeoutMs = 5000, fetch = globalThis.fetch }) {
  if (!provider) return { enabled: false, verify: async () => 'ok' };
  if (!Object.hasOwn(VERIFY_URLS, provider))
    throw new Error(`CAPTCHA_PROVIDER: "${provider}" is not one of ${Object.keys(VERIFY_URLS).join(', ')}`);
  if (!secret) throw new Error(`CAPTCHA_PROVIDER is ${provider}: set CAPTCHA_SECRET too`);
  const url = verifyUrl || VERIFY_URLS[provider];
  return {
    enabled: true,
    async verify(token, remoteIp) {
      if (typeof token !== 'string' || token === '' || token.length > 4096) return 'failed';
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) return 'unavailable';
        const answer = await response.json();
        return answer && answer.success === true ? 'ok' : 'failed';
      } catch {
        return 'unavailable';
      }
    },
  };
}

module.exports = { createCaptcha };
