import type { CollectionTable } from '@site/shared-content';

/** The foundation domain reads no collection of its own (its pages embed other domains' lists by name). */
export const foundationCollections: CollectionTable = {};
