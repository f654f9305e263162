import type { Sidebar } from '../types/content';
import type { Block } from '../types/model.generated';
import { isRecord } from './content-error';
import { contentApi } from './content-api';

/**
 * A block the server rendered and the browser never renders again (ADR 0032): the page's state
 * carries only its place, the browser keeps the server's HTML of it.
 */
export type ServedBlock = Pick<Block, '__component'> & { id: number; served: true };

/** A block's name in the page's HTML and state: its component and its CMS id (unique in a document). */
export function servedBlockKey(block: Pick<Block, '__component' | 'id'>): string | null {
  return typeof block.id === 'number' ? `${block.__component}:${block.id}` : null;
}

/** Whether the state holds only a block's place (its HTML is the server's). */
export function isServedBlock(block: Block | ServedBlock): block is ServedBlock {
  return (block as { served?: unknown }).served === true;
}

/**
 * The footer the server rendered for good, as the state keeps it: the language its links are in and
 * the sample content switch (the notice above the header reads it). Its HTML is the server's.
 */
export type ServedSidebar = Pick<Sidebar, 'locale' | 'sampleContent'> & { served: true };

/** The footer's name in the page's HTML and state: the language of its content. */
export const servedSidebarKey = (sidebar: Pick<Sidebar, 'locale'>): string => `sidebar:${sidebar.locale}`;

export function isServedSidebar(sidebar: Sidebar | ServedSidebar): sidebar is ServedSidebar {
  return (sidebar as { served?: unknown }).served === true;
}

/**
 * What the browser's state keeps of a settled read's data. Of a page: each block the server rendered
 * for good (its key in `served`) as its place only, and no `seo` (the head's, which only the server
 * writes). Of the sidebar the footer served: what `ServedSidebar` keeps. Any other data as it is.
 */
export function browserPart(endpointName: unknown, data: unknown, served: ReadonlySet<string>): unknown {
  if (endpointName === contentApi.endpoints.getSidebar.name && isRecord(data)) {
    const sidebar = data as Sidebar;
    return served.has(servedSidebarKey(sidebar))
      ? ({
          locale: sidebar.locale,
          sampleContent: sidebar.sampleContent,
          served: true,
        } satisfies ServedSidebar)
      : data;
  }
  if (!isRecord(data) || !Array.isArray(data['blocks'])) return data;
  const blocks = (data['blocks'] as Block[]).map((block): Block | ServedBlock => {
    const key = servedBlockKey(block);
    return key !== null && served.has(key)
      ? { __component: block.__component, id: block.id as number, served: true }
      : block;
  });
  return { ...data, seo: null, blocks };
}
