const fs = require('fs');
const path = require('path');
const sharp = require('sharp');
// The bounds of a drawing's declared size, shared with the site's server, which rasterises drawings
// (required by its path: deploy/Dockerfile puts it beside the CMS).
const { drawingProblem } = require('../../../../libs/shared/server-rules/src/index.js');

// What editors may put in the media library: images the site shows (photos as JPEG, PNG, WebP or
// AVIF, GIF, SVG illustrations) and PDF documents (reports, notices), each at most UPLOAD_MAX_MB
// (default 10: a camera's JPEG is 3–6 MB). One definition for the two places that enforce it: the
// multipart parser (src/middlewares/body.js), which stops reading a bigger file, and the upload
// plugin (config/plugins.js), which checks the type from the file's content.
const allowedUploadTypes = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/gif',
  'image/svg+xml',
  'application/pdf',
];

function uploadLimitMb(env = process.env) {
  const value = Number(env.UPLOAD_MAX_MB);
  return Number.isFinite(value) && value > 0 ? value : 10;
}

const uploadLimitBytes = (env = process.env) => Math.round(uploadLimitMb(env) * 1024 * 1024);

// What a file named `.jpg` (and so on) must really be: its decoder's name for the format, or the
// first bytes of a PDF, or an SVG root element. The upload plugin judges a file by its content only
// when it recognises the content: text named `.jpg` passed as a JPEG. A drawing must also declare a
// size in bounds (a 1 × 1,000,000 px strip is refused here, not drawn later by the site's server).
const expected = {
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
  '.png': 'png',
  '.webp': 'webp',
  '.avif': 'heif',
  '.gif': 'gif',
  '.svg': 'svg',
  '.pdf': 'pdf',
};

// Why a file is not what its name says (null: it is).
async function contentProblem(file, format) {
  const invalid = `is not a valid ${format === 'heif' ? 'AVIF' : format.toUpperCase()} file`;
  if (format === 'pdf' || format === 'svg') {
    const handle = await fs.promises.open(file.filepath, 'r');
    try {
      const { buffer, bytesRead } = await handle.read(Buffer.alloc(16384), 0, 16384, 0);
      const head = buffer.subarray(0, bytesRead).toString('utf8');
      if (format === 'pdf') return head.startsWith('%PDF-') ? null : invalid;
      return /<svg[\s>]/i.test(head) ? drawingProblem(head) : invalid;
    } finally {
      await handle.close();
    }
  }
  const metadata = await sharp(file.filepath)
    .metadata()
    .catch(() => null);
  return metadata !== null && metadata.format === format ? null : invalid;
}

// Why an upload is refused, or null: a file whose name promises an image or a PDF and whose content
// is not one. Other types are the upload plugin's to refuse (`security.allowedTypes`).
async function uploadProblem(files) {
  for (const file of Object.values(files || {}).flat()) {
    const name = file.originalFilename || 'the file';
    const format = expected[path.extname(name).toLowerCase()];
    const problem = format ? await contentProblem(file, format) : null;
    if (problem) return `${name} ${problem}`;
  }
  return null;
}

module.exports = { allowedUploadTypes, uploadLimitMb, uploadLimitBytes, uploadProblem };
