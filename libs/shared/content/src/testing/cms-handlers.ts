import { http, HttpResponse } from 'msw';
import { listBody, pageBody, sidebarBody, type PageFixture } from './cms-fixtures';

type Locale = 'en' | 'sw';
export type PageTable = Record<string, Partial<Record<Locale, PageFixture>>>;

/**
 * MSW handlers that answer like the CMS: pages by endpoint name and locale (404 when the locale is
 * missing, as Strapi 5 does), the sidebar, and lists from `lists`.
 */
export function cmsHandlers(pages: PageTable, lists: Record<string, (url: URL) => object[]> = {}) {
  return [
    http.get('*/api/sidebar', ({ request }) => {
      const locale = (new URL(request.url).searchParams.get('locale') ?? 'en') as Locale;
      return HttpResponse.json(sidebarBody(locale));
    }),
    http.get('*/api/:name/:id', ({ params, request }) => {
      const make = lists[String(params['name'])];
      const item = make?.(new URL(request.url)).find(
        (entry) => (entry as { documentId?: string }).documentId === params['id'],
      );
      return item
        ? HttpResponse.json({ data: item, meta: {} })
        : HttpResponse.json({ data: null, error: { status: 404 } }, { status: 404 });
    }),
    http.get('*/api/:name', ({ params, request }) => {
      const url = new URL(request.url);
      const name = String(params['name']);
      const locale = (url.searchParams.get('locale') ?? 'en') as Locale;
      const make = lists[name];
      if (make) {
        const all = make(url);
        const page = Number(url.searchParams.get('pagination[page]') ?? 1);
        const size = Number(url.searchParams.get('pagination[pageSize]') ?? 25);
        return HttpResponse.json(listBody(all.slice((page - 1) * size, page * size), page, size, all.length));
      }
      const page = pages[name]?.[locale];
      return page
        ? HttpResponse.json(pageBody(page))
        : HttpResponse.json({ data: null, error: { status: 404, name: 'NotFoundError' } }, { status: 404 });
    }),
  ];
}
