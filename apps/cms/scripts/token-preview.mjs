#!/usr/bin/env node
// `npm run token:preview`: creates (or rotates: the previous one stops working) the read-only API token
// the site's server uses to read drafts for editor preview, and prints it once. Give it to the site's
// server as CMS_PREVIEW_TOKEN. Lifetime PREVIEW_TOKEN_DAYS (7, 30 or 90; default 90).
import { runTask } from './strapi-task.mjs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { rotatePreviewToken } = require('../src/security/preview-token.js');

const days = Number(process.env.PREVIEW_TOKEN_DAYS || 90);
const { accessKey, expiresAt, replaced } = await runTask((strapi) => rotatePreviewToken(strapi, days));
console.error(
  `token:preview: read-only token ${replaced ? `rotated (${replaced} revoked)` : 'created'}, ` +
    `expires ${new Date(expiresAt).toISOString()}. It is shown once: set it as CMS_PREVIEW_TOKEN on the site's server.`,
);
console.log(accessKey);
