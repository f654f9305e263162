// Contract B: the admin's Preview button opens the site's `/_preview` with a signed, expiring link.
// The site's server checks the signature with the same PREVIEW_SECRET, then reads the draft with its
// own read-only API token (CMS_PREVIEW_TOKEN); nothing secret travels in the link.
const crypto = require('crypto');

const LIFETIME_SECONDS = 600;

function previewSignature(secret, { uid, documentId, locale, status, exp }) {
  return crypto
    .createHmac('sha256', secret)
    .update(`${uid}|${documentId}|${locale}|${status}|${exp}`)
    .digest('hex');
}

// The admin's handler: (uid, { documentId, locale, status }) → URL, or undefined for types without a
// page on the site (form submissions and plugin types), which hides the Preview button.
function createPreviewHandler({ siteUrl, secret, excluded, now = () => Date.now() }) {
  return (uid, params = {}) => {
    if (!uid.startsWith('api::') || excluded.has(uid)) return undefined;
    const fields = {
      uid,
      documentId: params.documentId || '',
      locale: params.locale || '',
      status: params.status === 'published' ? 'published' : 'draft',
      exp: String(Math.floor(now() / 1000) + LIFETIME_SECONDS),
    };
    const url = new URL('/_preview', siteUrl);
    for (const [key, value] of Object.entries(fields)) url.searchParams.set(key, value);
    url.searchParams.set('sig', previewSignature(secret, fields));
    return url.toString();
  };
}

module.exports = { createPreviewHandler, previewSignature, LIFETIME_SECONDS };
