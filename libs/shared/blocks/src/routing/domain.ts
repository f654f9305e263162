import type { RouteObject } from 'react-router';
import type { Manifest } from './manifest';

/** What a domain library hands the shell: its manifest, its menu label and its routes. */
export type Domain = { manifest: Manifest; navLabel: string; routes: RouteObject[] };
