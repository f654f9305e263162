import type { CollectionTable } from '@site/shared-content';
import { allDomains } from './domains';

/**
 * Every CMS collection the site reads: each domain brings the specs of its own. All six, also in a
 * workbench: a page embeds other domains' lists by name.
 */
export const siteCollections: CollectionTable = Object.assign(
  {},
  ...allDomains.map((domain) => domain.collections),
);
