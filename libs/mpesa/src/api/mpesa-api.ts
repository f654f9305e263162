import { useRead, type TariffBand } from '@site/shared-content';
import type { BlockReadContext, StartRead } from '@site/shared-blocks';
import type { Locale } from '@site/shared-i18n';

/** The tariff the cost calculator reads: every band of every category (the `tariff-bands` collection). */
const tariffArgs = (locale: Locale) => ({ collection: 'tariff-bands', locale });

export function useGetTariffBandsQuery({ locale }: { locale: Locale }) {
  const result = useRead('getAll', tariffArgs(locale));
  return result as Omit<typeof result, 'data'> & { data?: TariffBand[] };
}

/** The calculator block's read, started by the route loader so the page arrives with the tariff. */
export function tariffReads(_block: unknown, { locale }: BlockReadContext): StartRead[] {
  return [(store) => store.read('getAll', tariffArgs(locale))];
}
