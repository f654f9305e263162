import { mergeCollections } from '@site/shared-content';
import { allDomains } from './domains';

/**
 * Every CMS collection the site reads, by name: each domain brings its own, with its endpoints. All
 * six, also in a workbench: a page embeds other domains' lists by name.
 */
export const siteCollections = mergeCollections(allDomains.map((domain) => domain.collections));
