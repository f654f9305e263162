// Replaces strapi::body. What a request may send depends on the listener:
// - content listener (the public, through the site's server): JSON only, at most 64 kB (the largest
//   form is a few kB), in UTF-8 only. Any other body answers 415 before a byte is parsed, so no
//   multipart body ever reaches the disk, whatever the route (403, 404, 405 and /_health included);
//   another charset is 415 too, and bytes that are not UTF-8 (or escapes that are not Unicode) 400:
//   nothing is stored changed.
// - admin listener (editors): JSON up to 1 MB (Strapi's default; big pages), multipart only on the
//   upload routes. Every multipart request gets its own temp folder, removed when the request ends,
//   however it ends (parse error, size limit, refused, thrown): Strapi itself deletes only a field
//   named `files`, and nothing on a failed parse.
const fs = require('fs');
const os = require('os');
const path = require('path');
const { koaBody } = require('koa-body');
const getRawBody = require('raw-body');
const { isAdminListener } = require('../admin-listener');
const { uploadLimitBytes, uploadLimitMb, uploadProblem } = require('../security/uploads');

const PUBLIC_JSON_LIMIT = '64kb';
const ADMIN_JSON_LIMIT = '1mb';
const utf8 = new TextDecoder('utf-8', { fatal: true });
const MAX_DEPTH = 64;
const UPLOAD_ROUTE = /^\/upload(?:\/|$)/i;
const MULTIPART_LIMITS = {
  maxFileSize: uploadLimitBytes(),
  maxTotalFileSize: 200 * 1024 * 1024,
  maxFiles: 20,
  maxFields: 200,
  maxFieldsSize: 1024 * 1024,
};

const hasBody = (req) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] || 0) > 0;

// `close`: the body was not read; do not keep the connection for a next request behind it.
function refuse(ctx, status, message, { close = true } = {}) {
  ctx.status = status;
  ctx.body = {
    data: null,
    error: {
      status,
      name: { 413: 'PayloadTooLargeError', 415: 'UnsupportedMediaTypeError' }[status] || 'BadRequestError',
      message,
      details: {},
    },
  };
  if (close) ctx.set('Connection', 'close');
}

// Every string (and key) is well-formed Unicode, within MAX_DEPTH levels of nesting.
function wellFormed(value, depth = 0) {
  if (typeof value === 'string') return value.isWellFormed();
  if (value === null || typeof value !== 'object') return true;
  if (depth > MAX_DEPTH) return false;
  return Object.entries(value).every(([key, item]) => key.isWellFormed() && wellFormed(item, depth + 1));
}

// The JSON body as an object or array: 415 for another charset, 400 for bytes that are not UTF-8,
// text that is not JSON or not Unicode, 413 past the limit. → true when parsed into ctx.request.body.
async function parseJson(ctx, limit) {
  const charset = ctx.request.charset;
  if (charset && !/^utf-?8$/i.test(charset)) {
    refuse(ctx, 415, 'Send JSON in UTF-8');
    return false;
  }
  let raw;
  try {
    raw = await getRawBody(ctx.req, { length: ctx.get('Content-Length') || undefined, limit });
  } catch (error) {
    // Node reads and drops the rest of a body left unread once the answer is sent: the client,
    // still sending, gets the answer rather than a reset connection.
    refuse(ctx, error.type === 'entity.too.large' ? 413 : 400, 'Request body too large or incomplete', {
      close: false,
    });
    return false;
  }
  try {
    const body = JSON.parse(utf8.decode(raw));
    if (!body || typeof body !== 'object' || !wellFormed(body)) throw new Error('not a JSON object');
    ctx.request.body = body;
    return true;
  } catch {
    refuse(ctx, 400, 'Invalid JSON', { close: false });
    return false;
  }
}

// An editor's browser is still sending the file it chose when the parser stops at the limit: the
// rest is read and dropped (up to the total limit, past which the connection is cut), so the admin
// shows our message instead of a broken connection.
function refuseAfterUpload(ctx, message) {
  refuse(ctx, 413, message);
  ctx.remove('Connection');
  let dropped = 0;
  ctx.req.on('data', (chunk) => {
    dropped += chunk.length;
    if (dropped > MULTIPART_LIMITS.maxTotalFileSize) ctx.req.destroy();
  });
  ctx.req.resume();
}

module.exports = () => async (ctx, next) => {
  if (!hasBody(ctx.req)) return next();
  const admin = isAdminListener(ctx);
  const json = ctx.is('application/json') === 'application/json';
  const multipart =
    admin && UPLOAD_ROUTE.test(ctx.path) && ctx.is('multipart/form-data') === 'multipart/form-data';
  if (!json && !multipart)
    return refuse(ctx, 415, admin ? 'Send JSON (or multipart to the upload routes)' : 'Send JSON');

  if (json) return (await parseJson(ctx, admin ? ADMIN_JSON_LIMIT : PUBLIC_JSON_LIMIT)) ? next() : undefined;
  const uploadDir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'cms-upload-'));
  try {
    await koaBody({
      json: false,
      urlencoded: false,
      text: false,
      multipart: true,
      formidable: { uploadDir, ...MULTIPART_LIMITS },
    })(ctx, async () => {});
    const problem = await uploadProblem(ctx.request.files);
    if (problem) return refuse(ctx, 400, problem);
    return await next();
  } catch (error) {
    const message = String(error && error.message);
    if (/maxFileSize/.test(message))
      return refuseAfterUpload(ctx, `The file is larger than the ${uploadLimitMb()} MB upload limit`);
    if (/maxTotalFileSize|maxFiles|maxFields/.test(message)) return refuse(ctx, 413, 'Upload too large');
    throw error;
  } finally {
    delete ctx.request.files;
    await fs.promises.rm(uploadDir, { recursive: true, force: true });
  }
};
