import { mergeCollections } from '@site/shared-content';
import { domains } from './domains';

/** Every CMS collection the site reads, by name: each domain brings its own, with its endpoints. */
export const siteCollections = mergeCollections(domains.map((domain) => domain.collections));
