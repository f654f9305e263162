import type { ComponentType } from 'react';
import { pick, type Copy } from './story-copy';

type LocalizedProps<P> = { [K in keyof P]?: Copy<P[K]> };

/**
 * A story's render: the component with the story's args, and each prop in `copy` picked in the
 * language of the toolbar's `locale` global, so a story lists only the texts it shows.
 */
export function localized<P extends object>(Component: ComponentType<P>, copy: LocalizedProps<P>) {
  return function LocalizedStory(args: P, { globals }: { globals: Record<string, unknown> }) {
    const texts = Object.fromEntries(
      Object.entries(copy).map(([prop, text]) => [prop, pick(globals, text as Copy<unknown>)]),
    );
    return <Component {...args} {...texts} />;
  };
}
