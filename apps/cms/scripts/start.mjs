#!/usr/bin/env node
// Starts the content API without the admin panel (no admin build needed, ready in seconds).
// `npm run start:api` regenerates the schemas first; editors use `npm run admin` instead.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
process.env.SERVE_ADMIN ??= 'false';
process.env.STRAPI_TELEMETRY_DISABLED ??= 'true';
process.env.NODE_ENV ??= 'production';
process.chdir(appDir);

const require = createRequire(join(appDir, 'package.json'));
const { createStrapi } = require('@strapi/strapi');
const started = Date.now();
const app = await createStrapi({ appDir, distDir: appDir }).start();
app.log.info(
  `content API ready on http://${app.config.get('server.host')}:${app.config.get('server.port')} in ${Date.now() - started} ms`,
);
