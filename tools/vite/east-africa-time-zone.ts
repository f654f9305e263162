import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { runInNewContext } from 'node:vm';
import type { Plugin } from 'vite';

const id = 'virtual:east-africa-time-zone';
const zone = 'Africa/Dar_es_Salaam';
// In the IANA database Dar es Salaam is a link to Nairobi, and the polyfill looks a linked zone up by
// the name it links to: without Nairobi's data it would print UTC.
const zones = [zone, 'Africa/Nairobi'];

type ZoneData = { abbrvs: string; offsets: unknown; zones: string[] };

/**
 * `virtual:east-africa-time-zone`: the time-zone data of formatjs's DateTimeFormat polyfill for
 * Dar es Salaam alone (and the zone it links to), taken from the package's own data of every zone (`add-all-tz.js`, which hands
 * it to `Intl.DateTimeFormat.__addTZData`) at build time. The site prints only East Africa Time, and
 * every zone would add 190 kB gzip to the polyfill a phone without Swahili Intl data loads.
 */
export function eastAfricaTimeZone(): Plugin {
  return {
    name: 'site:east-africa-time-zone',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(resolved) {
      if (resolved !== `\0${id}`) return null;
      const file = createRequire(import.meta.url).resolve('@formatjs/intl-datetimeformat/add-all-tz.js');
      let data: ZoneData | undefined;
      const Intl = { DateTimeFormat: { __addTZData: (all: ZoneData) => (data = all) } };
      runInNewContext(readFileSync(file, 'utf8'), { Intl });
      const own = data?.zones.filter((entry) => zones.includes(entry.split('|')[0] ?? '')) ?? [];
      if (!data || own.length !== zones.length) throw new Error(`${file} lacks data for ${zones.join(', ')}`);
      const subset = { abbrvs: data.abbrvs, offsets: data.offsets, zones: own };
      return `Intl.DateTimeFormat.__addTZData(${JSON.stringify(subset)});`;
    },
  };
}
