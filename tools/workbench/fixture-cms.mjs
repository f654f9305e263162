// @ts-check
// A stand-in for the CMS in a domain team's workbench: it answers the reads recorded from the seed
// (libs/<domain>/workbench/cms-answers.json, by path and query) and serves the seed's media files, so
// the site's own server renders the domain's pages without Strapi. A read it has no answer for is a
// 404, as Strapi's is for a missing entry.
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { readKey } from './cms-answers.mjs';

export const root = join(import.meta.dirname, '../..');
const mediaDir = join(root, 'apps/cms/seed/media');
const mediaTypes = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.pdf': 'application/pdf',
};

/** Where a domain's recorded answers live. */
export const answersFile = (/** @type {string} */ domain) =>
  join(root, 'libs', domain, 'workbench', 'cms-answers.json');

/** @returns {Record<string, { status: number, body: unknown }>} */
export function readAnswers(/** @type {string} */ domain) {
  return JSON.parse(readFileSync(answersFile(domain), 'utf8')).answers;
}

/** The seed file an upload's name stands for (`hero.sw.svg`, the Swahili-captioned copy, is `hero.svg`). */
function mediaFile(/** @type {string} */ name) {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(name)) return null;
  const file = join(mediaDir, name.replace(/\.sw(\.[a-z]+)$/, '$1'));
  return existsSync(file) ? file : null;
}

/**
 * Starts the stand-in on `port` (0: a free one) with a domain's answers (or `answers`, a test's own).
 * @param {{ domain: string, port?: number, host?: string, answers?: ReturnType<typeof readAnswers> }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function startFixtureCms({ domain, port = 0, host = '127.0.0.1', answers = readAnswers(domain) }) {
  const server = createServer((request, response) => {
    const url = request.url ?? '/';
    if (url === '/_health') return response.writeHead(204).end();
    if (url.startsWith('/uploads/')) {
      const file = mediaFile(url.slice('/uploads/'.length).split('?')[0] ?? '');
      if (!file) return response.writeHead(404).end();
      const type =
        mediaTypes[/** @type {keyof typeof mediaTypes} */ (extname(file))] ?? 'application/octet-stream';
      response.writeHead(200, { 'Content-Type': type });
      return void createReadStream(file).pipe(response);
    }
    const answer = request.method === 'GET' ? answers[readKey(url)] : undefined;
    const status = answer?.status ?? 404;
    const body = answer?.body ?? {
      data: null,
      error: { status: 404, name: 'NotFoundError', message: 'Not Found' },
    };
    response
      .writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' })
      .end(JSON.stringify(body));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = /** @type {import('node:net').AddressInfo} */ (server.address());
      resolve({
        url: `http://${host}:${address.port}`,
        /** @returns {Promise<void>} */
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
