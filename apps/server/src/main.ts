import { buildServer } from './app.ts';
import { readConfig } from './config.ts';
import { loadLocalSecrets } from './secrets.ts';
import { createRenderThread } from './render-thread/index.ts';
import { createRenderer, loadBuiltSite } from './renderer.ts';
import { devParts } from './dev.ts';
import { warmUntilDone } from './warm-up.ts';

/**
 * `npm run start:prod` (and the end-to-end suite): the built site behind this server. `--dev`
 * (`npm start`): the sources through Vite, rendered the same way, with hot reload.
 */
async function main() {
  loadLocalSecrets();
  const config = readConfig();
  const parts = config.dev
    ? await devParts(config)
    : await loadBuiltSite(config.distDir).then(({ site, assets, entry }) => ({
        renderer: (cms: Parameters<typeof createRenderer>[0]['cms']) =>
          createRenderer({
            site,
            cms,
            cmsUrl: config.cmsUrl,
            origin: config.siteOrigin,
            assets,
            thread: createRenderThread(entry),
          }),
      }));
  const server = await buildServer(config, parts);
  await server.app.listen({ host: config.host, port: config.port });
  // The search index is read in the background; a search before it is ready waits for it.
  void server.search.rebuild();

  // SIGTERM (a deploy, a scale-down): stop taking connections, finish the requests under way, close.
  let closing = false;
  const shutDown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    server.app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 25_000);
    force.unref();
    void server.app.close().then(() => process.exit(0));
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => shutDown(signal));
  if (config.warmCache && !config.dev) await warmUntilDone(() => server.warm(), server.app.log);
}

await main();
