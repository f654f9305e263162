import type { Locale } from '@site/shared-i18n';
import { http, HttpResponse } from 'msw';
import { tariffResponse } from '../tariff/testing/seeded-tariff';

/** The tariff-bands endpoint answered like Strapi 5, with the records of the requested locale. */
export const tariffHandler = (recordsFor: (locale: Locale) => readonly object[]) =>
  http.get('*/api/tariff-bands', ({ request }) => {
    const locale = new URL(request.url).searchParams.get('locale') === 'sw' ? 'sw' : 'en';
    return HttpResponse.json(tariffResponse(recordsFor(locale)));
  });

/** The CMS failing (a 500 with Strapi's error body). */
export const tariffFailure = () =>
  http.get('*/api/tariff-bands', () =>
    HttpResponse.json(
      { data: null, error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error' } },
      { status: 500 },
    ),
  );
