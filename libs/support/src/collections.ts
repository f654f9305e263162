import type { CollectionTable } from '@site/shared-content';

/** The support domain reads no collection of its own (its pages embed other domains' lists by name). */
export const supportCollections: CollectionTable = {};
