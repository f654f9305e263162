import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { pick, type Copy } from '../storybook/story-copy';
import { carouselLabels as labels } from '../testing/carousel-labels';
import { Accordion } from './accordion/accordion';
import { Carousel } from './carousel/carousel';
import { Drawer } from './drawer/drawer';
import { Hero } from './hero/hero';
import { Pagination, type PaginationLabels } from './pagination/pagination';
import { Stack } from './stack/stack';
import { Tabs } from './tabs/tabs';
import { TextLink } from './text-link/text-link';

/** Components people operate in place: disclosure, tabs, the carousel, the drawer, paging. */
const meta = {
  title: 'UI/Interactive',
  subcomponents: { Accordion, Tabs, Carousel, Drawer, Pagination },
} satisfies Meta;
export default meta;

const faq = {
  en: [
    {
      id: 'pin',
      title: 'How do I reset my M-Pesa PIN?',
      content: 'Dial *150*00#, choose "My account", then "Reset PIN", and follow the steps.',
    },
    {
      id: 'limits',
      title: 'What are the daily limits?',
      content: 'You can send up to TSh 5,000,000 a day, in transactions of up to TSh 3,000,000.',
    },
    {
      id: 'reverse',
      title: 'I sent money to the wrong number',
      content: 'Call 100 within 24 hours. We hold the money while we check with the receiver.',
    },
  ],
  sw: [
    {
      id: 'pin',
      title: 'Nabadilishaje PIN yangu ya M-Pesa?',
      content: 'Piga *150*00#, chagua "Akaunti yangu", kisha "Badili PIN", na fuata hatua.',
    },
    {
      id: 'limits',
      title: 'Kiwango cha juu kwa siku ni kipi?',
      content: 'Unaweza kutuma hadi TSh 5,000,000 kwa siku, kwa miamala ya hadi TSh 3,000,000.',
    },
    {
      id: 'reverse',
      title: 'Nimetuma pesa kwa namba isiyo sahihi',
      content: 'Piga 100 ndani ya saa 24. Tunazishikilia pesa huku tukithibitisha na mpokeaji.',
    },
  ],
};

export const AccordionFaq: StoryObj<typeof Accordion> = {
  args: { headingLevel: 2 },
  render: (args, { globals }) => <Accordion {...args} items={pick(globals, faq)} />,
  // Native disclosures sharing a `name`: the browser itself keeps one open.
  play: async ({ canvas, userEvent, globals }) => {
    const [first, second] = pick(globals, faq);
    const question = (title = '') => canvas.getByText(title, { selector: 'summary *' });
    const answer = (content = '') => canvas.getByText(content);
    await expect(answer(first?.content)).not.toBeVisible();
    await userEvent.click(question(first?.title));
    await expect(answer(first?.content)).toBeVisible();
    await userEvent.click(question(second?.title));
    await expect(answer(second?.content)).toBeVisible();
    await waitFor(() => expect(answer(first?.content)).not.toBeVisible());
  },
};

/** A route such as /faq#limits passes the open id. */
export const AccordionOpenedByRoute: StoryObj<typeof Accordion> = {
  args: { headingLevel: 2, type: 'multiple', defaultValue: ['limits'] },
  render: AccordionFaq.render,
  play: async ({ canvas, userEvent, globals }) => {
    const [first, second] = pick(globals, faq);
    await expect(canvas.getByText(second?.content ?? '')).toBeVisible();
    await expect(canvas.getByText(first?.content ?? '')).not.toBeVisible();
    // Several items stay open in `multiple` mode.
    await userEvent.click(canvas.getByText(first?.title ?? '', { selector: 'summary *' }));
    await expect(canvas.getByText(first?.content ?? '')).toBeVisible();
    await expect(canvas.getByText(second?.content ?? '')).toBeVisible();
  },
};

const bundlePeriods = {
  en: {
    label: 'Bundle period',
    items: [
      { id: 'daily', label: 'Daily', content: <p>1 GB for TSh 1,000, valid 24 hours.</p> },
      { id: 'weekly', label: 'Weekly', content: <p>5 GB for TSh 5,000, valid 7 days.</p> },
      { id: 'monthly', label: 'Monthly', content: <p>25 GB for TSh 20,000, valid 30 days.</p> },
    ],
  },
  sw: {
    label: 'Muda wa kifurushi',
    items: [
      { id: 'daily', label: 'Siku', content: <p>GB 1 kwa TSh 1,000, kwa saa 24.</p> },
      { id: 'weekly', label: 'Wiki', content: <p>GB 5 kwa TSh 5,000, kwa siku 7.</p> },
      { id: 'monthly', label: 'Mwezi', content: <p>GB 25 kwa TSh 20,000, kwa siku 30.</p> },
    ],
  },
};

export const TabsBundles: StoryObj<typeof Tabs> = {
  render: (args, { globals }) => <Tabs {...args} {...pick(globals, bundlePeriods)} />,
  play: async ({ canvas, userEvent, globals }) => {
    const weekly = canvas.getByRole('tab', { name: pick(globals, { en: 'Weekly', sw: 'Wiki' }) });
    await userEvent.click(weekly);
    await expect(weekly).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(pick(globals, { en: '5 GB', sw: 'GB 5' }));
  },
};

const offers: Copy<Array<[string, string]>> = {
  en: [
    ['Unlimited nights', 'Browse all night from 00:00 to 06:00 for TSh 1,000.'],
    ['Lipa kwa M-Pesa', 'Pay at over 100,000 shops without cash.'],
    ['Smartphones from TSh 99,000', 'Pay in instalments with Songesha.'],
    ['Roam in East Africa', 'One Network rates in Kenya, Uganda and Rwanda.'],
  ],
  sw: [
    ['Usiku bila kikomo', 'Perusi usiku mzima kuanzia 00:00 hadi 06:00 kwa TSh 1,000.'],
    ['Lipa kwa M-Pesa', 'Lipa katika maduka zaidi ya 100,000 bila pesa taslimu.'],
    ['Simu janja kuanzia TSh 99,000', 'Lipa kidogo kidogo kwa Songesha.'],
    ['Tembea Afrika Mashariki', 'Gharama za One Network Kenya, Uganda na Rwanda.'],
  ],
};

export const CarouselOffers: StoryObj<typeof Carousel> = {
  render: (args, { globals }) => (
    <Carousel
      {...args}
      label={pick(globals, { en: 'Offers', sw: 'Ofa' })}
      labels={pick(globals, labels)}
      slides={pick(globals, offers).map(([title, text], index) => (
        <Hero key={title} title={title} titleLevel={2} text={text} theme={index % 2 ? 'grey' : 'red'} />
      ))}
    />
  ),
  play: async ({ canvas, userEvent, globals }) => {
    const l = pick(globals, labels);
    await userEvent.click(canvas.getByRole('button', { name: l.pause }));
    await expect(canvas.getByRole('button', { name: l.play })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: l.next }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: l.goTo(2, 4) })).toHaveAttribute('aria-current', 'true'),
    );
    await expect(canvas.getByRole('group', { name: l.slide(2, 4) })).not.toHaveAttribute('inert');
    // Arrow keys work while focus is inside the carousel.
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: l.goTo(1, 4) })).toHaveAttribute('aria-current', 'true'),
    );
  },
};

/**
 * The carousel starts (measures its slides) once the browser is idle, not while the page hydrates; a
 * control used before that is carried out as soon as it has started, not lost.
 */
export const CarouselFirstTap: StoryObj<typeof Carousel> = {
  ...CarouselOffers,
  args: { autoplay: false },
  play: async ({ canvas, userEvent, globals }) => {
    const l = pick(globals, labels);
    await userEvent.click(canvas.getByRole('button', { name: l.goTo(3, 4) }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: l.goTo(3, 4) })).toHaveAttribute('aria-current', 'true'),
    );
    await expect(canvas.getByRole('group', { name: l.slide(3, 4) })).not.toHaveAttribute('inert');
  },
};

export const CarouselNoAutoplay: StoryObj<typeof Carousel> = {
  ...CarouselOffers,
  args: { autoplay: false },
  play: undefined,
};

/**
 * For a visitor who asked the OS for less motion: the slides do not rotate, so there is no Pause
 * button; the arrows and dots still move between them. The page's HTML has the button (the server
 * cannot know the setting); it goes once the app has read it.
 */
export const CarouselReducedMotion: StoryObj<typeof Carousel> = {
  ...CarouselOffers,
  beforeEach: () => {
    const original = window.matchMedia;
    // The OS setting does not change during the story: a list that answers "reduce" and never fires.
    window.matchMedia = (query: string) =>
      query === '(prefers-reduced-motion: reduce)'
        ? (Object.assign(new EventTarget(), { matches: true, media: query }) as MediaQueryList)
        : original.call(window, query);
    return () => {
      window.matchMedia = original;
    };
  },
  play: async ({ canvas, globals }) => {
    const l = pick(globals, labels);
    await waitFor(() => expect(canvas.queryByRole('button', { name: l.pause })).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: l.next })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: l.goTo(1, 4) })).toHaveAttribute('aria-current', 'true');
  },
};

const menuLinks = {
  en: ['Mobile', 'M-Pesa', 'Business', 'Support'],
  sw: ['Simu', 'M-Pesa', 'Biashara', 'Msaada'],
};

export const DrawerMobileMenu: StoryObj<typeof Drawer> = {
  globals: { viewport: { value: 'phone390' } },
  render: (args, { globals }) => (
    <Drawer
      {...args}
      triggerLabel={pick(globals, { en: 'Menu', sw: 'Menyu' })}
      closeLabel={pick(globals, { en: 'Close menu', sw: 'Funga menyu' })}
      title={pick(globals, { en: 'Main menu', sw: 'Menyu kuu' })}
    >
      <nav aria-label={pick(globals, { en: 'Main', sw: 'Kuu' })}>
        <Stack as="ul" gap={1} style={{ listStyle: 'none', padding: 0 }}>
          {pick(globals, menuLinks).map((label) => (
            <li key={label}>
              <TextLink href={`/${label.toLowerCase()}`} variant="standalone">
                {label}
              </TextLink>
            </li>
          ))}
        </Stack>
      </nav>
    </Drawer>
  ),
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: pick(globals, { en: 'Menu', sw: 'Menyu' }) }));
    // The sheet is portalled to <body>, outside the story canvas.
    const dialog = await screen.findByRole('dialog', {
      name: pick(globals, { en: 'Main menu', sw: 'Menyu kuu' }),
    });
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

const pageLabels: Copy<PaginationLabels> = {
  en: { nav: 'Pagination', previous: 'Previous', next: 'Next', page: (n) => `Page ${n}` },
  sw: { nav: 'Kurasa', previous: 'Iliyotangulia', next: 'Inayofuata', page: (n) => `Ukurasa ${n}` },
};

const hrefForPage = (n: number) => `/news?page=${n}`;

export const PaginationMiddle: StoryObj<typeof Pagination> = {
  args: { page: 4, pageCount: 12, hrefForPage },
  render: (args, { globals }) => <Pagination {...args} labels={pick(globals, pageLabels)} />,
  play: async ({ canvas, globals }) => {
    const current = canvas.getByRole('link', { name: pick(globals, pageLabels).page(4) });
    await expect(current).toHaveAttribute('aria-current', 'page');
  },
};

export const PaginationFirstPage: StoryObj<typeof Pagination> = {
  ...PaginationMiddle,
  args: { page: 1, pageCount: 3, hrefForPage },
  play: undefined,
};
