import type { CollectionSpec } from '@site/shared-server-contract';

export type { CollectionSpec };

/** Every collection the site reads, by name: the domains' specs, put together by the shell. */
export type CollectionTable = Record<string, CollectionSpec>;
