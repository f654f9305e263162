import type { MessageSource } from '@site/shared-i18n';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { expect, it } from 'vitest';
import { renderWithSite } from './render-with-site';

/** The "Sample" badge of an invented entry (docs/content-model.md), by the page's language. */
export const sampleBadges = [
  ['en', 'Sample'],
  ['sw', 'Mfano'],
] as const;

/**
 * A test, in each language, that shows `entry` as a sample and finds the badge on it, then shows it
 * real, waits for `shown` and finds none: the badge marks invented content and nothing else.
 * `sources`: the catalogs the content's texts are in.
 */
export function itBadgesOnlyTheSample<T extends { sampleContent?: boolean | null }>(
  title: string,
  entry: T,
  content: (entry: T) => ReactElement,
  shown: () => Promise<HTMLElement>,
  sources?: MessageSource[],
): void {
  it.each(sampleBadges)(title, async (locale, badge) => {
    const { unmount } = renderWithSite(content({ ...entry, sampleContent: true }), { locale, sources });
    expect(await screen.findByText(badge)).toBeInTheDocument();
    unmount();
    renderWithSite(content(entry), { locale, sources });
    expect(await shown()).toBeInTheDocument();
    expect(screen.queryByText(badge)).not.toBeInTheDocument();
  });
}
