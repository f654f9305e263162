import {
  contentApi,
  itemRequest,
  listRequest,
  type Article,
  type Device,
  type DeviceType,
  type Paged,
} from '@site/shared-content';
import type { Locale } from '@site/shared-i18n';

type ById = { id: string; locale: Locale };

/** The mobile domain's reads: sport articles, device types and devices. */
export const mobileApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getSportUpdate: build.query<Article, ById>({
      queryFn: ({ id, locale }, api, _extra, baseQuery) =>
        itemRequest<Article>({ collection: 'sport-updates', id, locale }, api, baseQuery),
    }),
    getDeviceTypes: build.query<Paged<DeviceType>, { locale: Locale }>({
      queryFn: ({ locale }, api, _extra, baseQuery) =>
        listRequest<DeviceType>({ collection: 'device-types', locale }, api, baseQuery),
    }),
    getDevice: build.query<Device, ById>({
      queryFn: ({ id, locale }, api, _extra, baseQuery) =>
        itemRequest<Device>({ collection: 'device-updates', id, locale }, api, baseQuery),
    }),
  }),
});

export const { useGetSportUpdateQuery, useGetDeviceTypesQuery, useGetDeviceQuery } = mobileApi;
