import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';

const publicFiles = [
  'favicon.svg',
  'apple-touch-icon.png',
  'icon-192.png',
  'icon-512.png',
  'manifest.webmanifest',
  'og-default.png',
];

const serviceWorkerFiles = ['sw.js', 'offline.en.html', 'offline.sw.html'];

/** The built browser files (`<distDir>/client`): hashed assets, icons and manifest, the service worker. */
export async function registerStaticFiles(app: FastifyInstance, distDir: string) {
  const client = join(distDir, 'client');
  // Hashed files: cached for a year, in brotli or gzip as the build compressed them.
  await app.register(fastifyStatic, {
    root: join(client, 'assets'),
    prefix: '/assets/',
    preCompressed: true,
    immutable: true,
    maxAge: '365d',
  });
  // The few files with fixed names (icons, manifest): revalidated daily.
  for (const file of publicFiles)
    app.get(`/${file}`, (_request, reply) =>
      reply.sendFile(file, client, { maxAge: '1d', immutable: false }),
    );
  // The service worker and its offline pages: always revalidated, so a deploy reaches the browser's
  // next update check (the worker's scope is the whole site: it lives at the root).
  for (const file of serviceWorkerFiles)
    app.get(`/${file}`, (_request, reply) =>
      reply.header('Cache-Control', 'no-cache').sendFile(file, client, { cacheControl: false }),
    );
}
