import type {
  FormEcho,
  Paging,
  RenderedRedirect,
  RenderRequest,
  SiteModule,
} from '@site/shared-server-contract';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createAssetPlan, type AssetPlan } from './assets.ts';
import type { CmsClient } from './cms-client.ts';
import { deferredScriptsLoader } from './deferred-scripts.ts';
import { documentHtml } from './document.ts';
import type { RenderThread } from './render-thread/index.ts';

/** The search page's results for its query, in the page's language (the server's index). */
type SearchFn = NonNullable<RenderRequest['search']>;

/** A page ready to send: its document, or where it moved. */
export type Rendered =
  | { kind: 'page'; status: number; html: string; tags: string[]; complete: boolean; paging: Paging | null }
  | RenderedRedirect;

export type Renderer = {
  render(
    url: string,
    options?: {
      preview?: { cms: CmsClient; banner: string };
      search?: SearchFn;
      formEcho?: FormEcho;
      background?: boolean;
    },
  ): Promise<Rendered>;
  /** Stops what the renderer started (its render thread). */
  close(): Promise<void>;
  /** The hashes of the inline scripts pages carry, for the CSP. */
  scriptHashes: string[];
  site: SiteModule;
};

export type RendererOptions = {
  site: SiteModule;
  cms: CmsClient;
  cmsUrl: string;
  origin: string;
  /** The browser build (its manifest): null in development, where Vite serves the sources. */
  assets: AssetPlan | null;
  /** Development: turns the document into what Vite's dev server serves (its client, React refresh). */
  transformDev?: (url: string, html: string) => Promise<string>;
  /** Where renders nobody waits for run (production): off the thread that answers visitors. */
  thread?: RenderThread;
};

/** Renders a URL with the site's renderer and wraps it in its document. */
export function createRenderer(options: RendererOptions): Renderer {
  const { site, cms, cmsUrl, origin, assets } = options;
  return {
    site,
    scriptHashes: [site.langRedirectScript, deferredScriptsLoader].map(
      (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
    ),
    close: async () => options.thread?.close(),
    async render(url, { preview, search, formEcho, background = false } = {}) {
      const client = preview?.cms ?? cms;
      // A preview or a search answers someone now; the thread takes only cached pages' renders.
      const thread = background && !preview && !search && !formEcho ? options.thread : undefined;
      const result = await (thread ?? site).render({
        url,
        origin,
        cms: {
          apiUrl: `${cmsUrl}/api`,
          fetchFn: client.fetch,
          ...(preview ? { params: { status: 'draft' } } : {}),
        },
        preview: Boolean(preview),
        ...(search ? { search } : {}),
        ...(formEcho ? { formEcho } : {}),
      });
      if (result.kind === 'redirect') return result;
      let html = documentHtml(result, {
        assets: assets?.forPage(result.modules, result.lang) ?? null,
        inlineScript: site.langRedirectScript,
        ...(preview ? { previewBanner: preview.banner } : {}),
        ...(options.transformDev
          ? { devHead: '<script type="module" src="/src/entry-client.tsx"></script>' }
          : {}),
      });
      if (options.transformDev) html = await options.transformDev(url, html);
      const { status, tags, complete, paging } = result;
      return { kind: 'page', status, html, tags, complete, paging };
    },
  };
}

/** The production renderer: the built server entry and the browser build's manifest. */
export async function loadBuiltSite(
  distDir: string,
): Promise<{ site: SiteModule; assets: AssetPlan; entry: string }> {
  // The built site renders with its libraries' production builds, which React picks from NODE_ENV
  // when first loaded. Development's checks slow a render and fill the log with warnings. NODE_ENV itself still says whether this
  // server requires real secrets (config.ts, read before): a local stack and the tests run without.
  process.env['NODE_ENV'] = 'production';
  const entry = join(distDir, 'server', 'entry-server.js');
  const built = (await import(pathToFileURL(entry).href)) as {
    default?: SiteModule;
  };
  // A build from before the entry had one default export (a checkout moved on, the build did not).
  if (!built.default?.render)
    throw new Error('The built site is older than this server: run `npx nx run site:build`.');
  const site = built.default;
  return { site, assets: createAssetPlan(join(distDir, 'client')), entry };
}
