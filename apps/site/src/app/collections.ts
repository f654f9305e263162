import type { CollectionTable } from '@site/shared-content';
import { domains } from './domains';

/** Every CMS collection the site reads: each domain brings the specs of its own. */
export const siteCollections: CollectionTable = Object.assign(
  {},
  ...domains.map((domain) => domain.collections),
);
