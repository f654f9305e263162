// Which content types are the site's content (read by visitors, previewed, announced by the webhook)
// and which are the private form submissions (create-only, never read publicly).
const model = require('../model');

const FORM_UIDS = new Set(Object.values(model.forms).map((f) => `api::${f.singular}.${f.singular}`));

const isSiteContent = (uid) => typeof uid === 'string' && uid.startsWith('api::') && !FORM_UIDS.has(uid);

module.exports = { FORM_UIDS, isSiteContent };
