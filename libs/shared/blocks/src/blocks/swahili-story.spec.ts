/**
 * The Swahili block stories take their words from one catalog (story-copy-sw.ts) keyed by the English.
 * A phrase missing there would stay English in a Swahili story without anyone noticing: this check
 * finds every sentence-like string a Swahili story still shares with its English story.
 */
type StoryModule = Record<string, { args?: { block?: unknown }; parameters?: { locale?: string } }>;

const stories = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

/** Names, which read the same in both languages: an app, a service, the people-grid's people. */
const sameInBothLanguages = new Set(['M-Pesa Tanzania', 'Lipa kwa Simu', 'Philip Besiimire']);

function strings(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') found.push(value);
  else if (Array.isArray(value)) value.forEach((item) => strings(item, found));
  else if (value !== null && typeof value === 'object')
    Object.entries(value).forEach(([key, item]) => key !== 'href' && key !== 'url' && strings(item, found));
  return found;
}

/** Two or more words of letters: a phrase a reader reads, not a code, a price or an address. */
const isPhrase = (text: string) => /\p{L}{2,}[\s,]+\p{L}{2,}/u.test(text) && !sameInBothLanguages.has(text);

const swahiliStories = Object.entries(stories).flatMap(([file, module]) => {
  const english = new Set(strings(module['default']?.args?.block));
  return Object.entries(module)
    .filter(([, story]) => story?.parameters?.locale === 'sw')
    .map(([name, story]) => ({ story: `${file} ${name}`, english, swahili: strings(story.args?.block) }));
});

test('the block stories have Swahili stories to check', () => {
  expect(swahiliStories.length).toBeGreaterThan(10);
});

test.each(swahiliStories.map((entry) => [entry.story, entry] as const))(
  '%s has no English phrase left',
  (_name, { english, swahili }) => {
    expect(swahili.filter((text) => english.has(text) && isPhrase(text))).toEqual([]);
  },
);
