// Replaces strapi::body. What a request may send depends on the listener:
// - content listener (the public, through the site's server): JSON only, at most 64 kB (the largest
//   form is a few kB). Any other body answers 415 before a byte is parsed, so no multipart body ever
//   reaches the disk, whatever the route (403, 404, 405 and /_health included).
// - admin listener (editors): JSON up to 1 MB (Strapi's default; big pages), multipart only on the
//   upload routes. Every multipart request gets its own temp folder, removed when the request ends,
//   however it ends (parse error, size limit, refused, thrown): Strapi itself deletes only a field
//   named `files`, and nothing on a failed parse.
const fs = require('fs');
const os = require('os');
const path = require('path');
const { koaBody } = require('koa-body');
const { isAdminListener } = require('../admin-listener');
const { uploadLimitBytes, uploadLimitMb, uploadProblem } = require('../security/uploads');

const PUBLIC_JSON_LIMIT = '64kb';
const ADMIN_JSON_LIMIT = '1mb';
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

function refuse(ctx, status, message) {
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
  // The body is not read: do not keep the connection for a next request behind it.
  ctx.set('Connection', 'close');
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

  if (json) {
    await koaBody({
      json: true,
      urlencoded: false,
      text: false,
      multipart: false,
      jsonLimit: admin ? ADMIN_JSON_LIMIT : PUBLIC_JSON_LIMIT,
    })(ctx, async () => {});
    return next();
  }
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
