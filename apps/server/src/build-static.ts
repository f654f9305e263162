import { cp, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { buildServer } from './app.ts';
import { readConfig } from './config.ts';
import { loadLocalSecrets } from './secrets.ts';
import { createRenderer, loadBuiltSite } from './renderer.ts';
import { allLanguages, sitePaths } from './sitemap.ts';

/**
 * `npm run build:static`: every route × language and every published detail page, rendered by the
 * same server code that serves them live (through `inject`, no port), written as files a CDN or an
 * object store can serve: `<path>/index.html`, the 404 page, `sitemap.xml`, `robots.txt` and the
 * browser's files. Reads the CMS at `CMS_URL`; writes to `STATIC_OUT` (default dist/static).
 */
async function buildStatic() {
  loadLocalSecrets();
  // Every page once, from one address: no budget of uncached work applies.
  const config = readConfig(
    { ...process.env, WARM_CACHE: 'false', LOG_LEVEL: 'warn', UNCACHED_RATE_LIMIT: '0' },
    [],
  );
  const out = resolve(process.env['STATIC_OUT'] ?? join(config.distDir, '..', 'static'));
  const { site, assets } = await loadBuiltSite(config.distDir);
  const server = await buildServer(config, {
    renderer: (cms) =>
      createRenderer({ site, cms, cmsUrl: config.cmsUrl, origin: config.siteOrigin, assets }),
  });
  const write = async (file: string, body: string) => {
    await mkdir(dirname(join(out, file)), { recursive: true });
    await writeFile(join(out, file), body);
  };
  const failed: string[] = [];
  const paths = allLanguages(await sitePaths(site, server.cms));
  for (const path of paths) {
    // Redirects (a detail address without its slug) have no file: the canonical path is in the list.
    const answer = await server.app.inject({ method: 'GET', url: path });
    if (answer.statusCode === 200) await write(join(decodeURI(path), 'index.html'), answer.body);
    else failed.push(`${path}: ${answer.statusCode}`);
  }
  for (const [file, url] of [
    ['404.html', '/__not-found__'],
    ['sw/404.html', '/sw/__not-found__'],
    ['sitemap.xml', '/sitemap.xml'],
    ['robots.txt', '/robots.txt'],
  ] as const)
    await write(file, (await server.app.inject({ method: 'GET', url })).body);
  // The browser's files (hashed assets, icons, the manifest); the build's own manifest stays behind.
  await cp(join(config.distDir, 'client'), out, {
    recursive: true,
    filter: (source) => !source.includes(`${join('client', '.vite')}`),
  });
  await server.app.close();
  console.log(`build:static: ${paths.length - failed.length} pages written to ${out}`);
  if (failed.length > 0) {
    console.error(`build:static: not written:\n${failed.join('\n')}`);
    process.exitCode = 1;
  }
}

await buildStatic();
