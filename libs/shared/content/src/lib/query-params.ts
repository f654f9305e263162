import type { Locale } from '@site/shared-i18n';
import { defaultPopulateDepth } from './config';

export type ListParams = {
  page?: number;
  pageSize: number;
  sort?: string;
  filters?: Record<string, string>;
  /** Only these fields of each entry (`fields[0]=…`); all when not given. */
  fields?: readonly string[];
  /** Only these relations and media of each entry (`populate[0]=…`); `populate=deep,10` when not given. */
  populate?: readonly string[];
};

/** The parameters every call carries (docs/behaviour.md §7): the locale and `populate=deep,N`. */
export function baseParams(locale: Locale, depth = defaultPopulateDepth): Record<string, string> {
  return { locale, populate: `deep,${depth}` };
}

/** Paged list parameters, newest first from page 1 unless told otherwise. */
export function listParams(locale: Locale, list: ListParams): Record<string, string> {
  const params: Record<string, string> = {
    ...baseParams(locale),
    sort: list.sort ?? 'publishDate:desc',
    'pagination[page]': String(list.page ?? 1),
    'pagination[pageSize]': String(list.pageSize),
  };
  for (const [field, value] of Object.entries(list.filters ?? {})) params[`filters${field}[$eq]`] = value;
  for (const [index, field] of (list.fields ?? []).entries()) params[`fields[${index}]`] = field;
  if (list.populate) delete params['populate'];
  for (const [index, name] of (list.populate ?? []).entries()) params[`populate[${index}]`] = name;
  return params;
}
