import type { Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';
import '@site/shared-ui/styles.css';
import { decorators } from './decorators';

// Stories that need content register handlers via `parameters.msw`; anything else passes through.
initialize({ onUnhandledRequest: 'bypass', quiet: true });

const viewport = (name: string, width: number, height: number, type: 'mobile' | 'tablet' | 'desktop') => ({
  name,
  styles: { width: `${width}px`, height: `${height}px` },
  type,
});

const preview: Preview = {
  decorators,
  loaders: [mswLoader],
  globalTypes: {
    locale: {
      description: 'Language of the story copy',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'sw', title: 'Kiswahili' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any accessibility violation of WCAG 2.0, 2.1 and 2.2 A/AA or best practice fails the story
    // test, not just a panel warning (the same rules as the end-to-end suite).
    a11y: {
      test: 'error',
      options: {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
        },
      },
    },
    viewport: {
      options: {
        android360: viewport('Small Android (360)', 360, 740, 'mobile'),
        phone390: viewport('Phone (390)', 390, 844, 'mobile'),
        tablet768: viewport('Tablet (768)', 768, 1024, 'tablet'),
        desktop1280: viewport('Desktop (1280)', 1280, 800, 'desktop'),
      },
    },
  },
};

export default preview;
