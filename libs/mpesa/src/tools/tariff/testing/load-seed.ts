import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locale } from '@site/shared-i18n';
import { expandSeedTariff, type SeedTariff } from './seeded-tariff';

// Read from the CMS seed itself (not a copy), so the tests follow every edit of the example tariff.
// Read rather than imported: the workspace forbids importing files of another project by path.
const seedFile = resolve(import.meta.dirname, '../../../../../../apps/cms/seed/tariff-bands.json');

/** The seeded tariff as it is stored; for specs only (it reads the file system). */
export const seedTariff = JSON.parse(readFileSync(seedFile, 'utf8')) as SeedTariff;

export const seededCategoryKeys = seedTariff.categories.map((category) => category.category);

/** The seeded tariff as the CMS serves it in `locale`. */
export const seededTariffRecords = (locale: Locale = 'en') => expandSeedTariff(seedTariff, locale);
