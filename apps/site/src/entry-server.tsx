import { RenderedModules, ServedParts } from '@site/shared-blocks';
import { contentApi, selectContentTags, siteSnapshot, type SiteState } from '@site/shared-content';
import {
  intlConfig,
  loadMessages,
  localeBase,
  localeOfPath,
  pathInLocale,
  type Locale,
} from '@site/shared-i18n';
import { createIntl } from 'react-intl';
import { createNotificationStore } from '@site/shared-notifications';
import { setRenderingOnServer } from '@site/shared-ui';
import { siteRouterContext, type RouteHandle } from '@site/shared-routing';
import type { RenderRequest, RenderResult, SiteModule } from '@site/shared-server-contract';
import escapeHtml from 'escape-html';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { SiteProviders } from './app/app';
import { siteBlocks, siteCollections } from './app/domain-parts';
import { brandName } from './app/config';
import { payloadScript, serialiseRouterState } from './app/hydration';
import { messageSources } from './app/messages';
import { createAppRoutes } from './app/routes';
import { createAppStore } from './app/store';
import { searchContext } from './search/search-outcome';
import { addressOf } from './server-render/address';
import { headTags } from './server-render/head';
import { langRedirectScript } from './server-render/lang-redirect';
import { pagingOf } from './server-render/paging';
import {
  apiSegments,
  detailCollections,
  pageOfPath,
  pathForApi,
  staticPagePaths,
} from './server-render/site-map';
import { shellMessages } from './app/shell-messages';
import { FormEchoContext } from '@site/shared-forms';

// This bundle only renders the server's HTML: parts deferred in the browser get their boundary here too.
setRenderingOnServer(true);

const routes = createAppRoutes();
// One handler per language: Swahili pages live under /sw (the router's basename there).
const handlers: Record<Locale, ReturnType<typeof createStaticHandler>> = {
  en: createStaticHandler(routes),
  sw: createStaticHandler(routes, { basename: localeBase.sw }),
};
const address = addressOf(routes);

/**
 * Renders one URL: the route loaders read everything the page shows from the CMS, lazy page modules
 * and blocks resolve, and React renders the whole page (nothing left to stream in later, so the
 * HTML can be cached and no inline script is needed to reveal it).
 */
async function render(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url, request.origin);
  const locale = localeOfPath(url.pathname);
  const store = createAppStore({ cms: request.cms });
  const requestContext = siteRouterContext({ store, locale, siteBlocks });
  const { search } = request;
  if (search) requestContext.set(searchContext, (query) => search(query));
  const context = await handlers[locale].query(new Request(url), { requestContext });
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }

  const messages = await loadMessages(messageSources, locale);
  const modules = new Set<string>();
  const served = new Set<string>();
  const html = await renderToString(
    <RenderedModules.Provider value={modules}>
      <ServedParts.Provider value={served}>
        <SiteProviders store={store} notifications={createNotificationStore()} locale={locale}>
          <FormEchoContext.Provider value={request.formEcho ?? null}>
            <StaticRouterProvider
              router={createStaticRouter(handlers[locale].dataRoutes, context)}
              context={context}
              hydrate={false}
            />
          </FormEchoContext.Provider>
        </SiteProviders>
      </ServedParts.Provider>
    </RenderedModules.Provider>,
  );

  const state = store.getState();
  // The render is done: the store's reads must not hold timers for the 300 s a browser keeps them.
  store.dispatch(contentApi.util.resetApiState());
  const failed = failedReads(state);
  const status = failed ? 503 : context.statusCode;
  const handles = context.matches.map((match) => match.route.handle).filter(isHandle);
  for (const handle of handles) if (handle.module) modules.add(handle.module);
  if (context.errors) modules.add(routeErrorModule(context));
  const intl = createIntl(intlConfig(locale, messages));
  const paging = pagingOf(state);

  return {
    kind: 'page',
    status,
    lang: locale,
    head: headTags({
      origin: request.origin,
      locale,
      // The canonical address is the route's, never the request's spelling of it.
      pathname: pathInLocale(address(url.pathname) ?? url.pathname),
      paging,
      status,
      handles,
      params: context.matches.at(-1)?.params ?? {},
      state,
      brand: brandName,
      text: (message) => intl.formatMessage(message),
      noindex: request.preview,
    }),
    html,
    payload: payloadScript({
      ...siteSnapshot(state, served),
      router: serialiseRouterState(context),
      routeIds: context.matches.map((match) => match.route.id),
    }),
    modules: [...modules],
    tags: selectContentTags(state),
    complete: !failed,
    paging,
  };
}

/** The banner of an editor's preview page, in its language (the page carries no script). */
async function previewBanner(locale: Locale): Promise<string> {
  const messages = await loadMessages(messageSources, locale);
  const text = createIntl(intlConfig(locale, messages)).formatMessage(shellMessages.previewBanner);
  return `<p role="status" style="margin:0;padding:12px 16px;background:#1a1a1a;color:#fff;font:700 16px/1.4 system-ui,sans-serif;text-align:center">${escapeHtml(text)}</p>`;
}

const isHandle = (value: unknown): value is RouteHandle =>
  typeof value === 'object' && value !== null && 'name' in value && 'meta' in value;

/** The module of the error view the page fell back to (the shell's lazy route error). */
function routeErrorModule(context: StaticHandlerContext): string {
  const withError = context.matches.find((match) => match.route.id === 'pages');
  return (withError?.route.handle as { module?: string } | undefined)?.module ?? '';
}

function renderToString(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => (html += chunk.toString()));
    sink.on('end', () => resolve(html));
    const { pipe, abort } = renderToPipeableStream(element, {
      // Everything the page shows was read before rendering: wait for the whole tree and write it in
      // place, however large (React would otherwise send big parts later with an inline script to
      // reveal them, which the CSP refuses and a cached page does not need).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError: (error) => {
        // A block that throws is dropped by its own boundary; log it, the page still renders.
        console.error(error);
      },
    });
    setTimeout(() => abort(new Error('render timed out')), 10_000).unref();
  });
}

/** True when a CMS read failed for another reason than a missing entry (the CMS is down or slow). */
function failedReads(state: SiteState): boolean {
  return Object.values(state.content.queries).some(
    (entry) =>
      entry?.status === 'rejected' && (entry.error as { status?: unknown } | undefined)?.status !== 404,
  );
}

/** What the server loads (its contract, `SiteModule`): the type check holds the two together. */
export default {
  render,
  address,
  langRedirectScript,
  staticPagePaths,
  pageOfPath,
  detailCollections,
  pathForApi,
  apiSegments,
  previewBanner,
  siteCollections,
} satisfies SiteModule;
