import { itBadgesOnlyTheSample, renderWithSite, sampleBadges } from '@site/shared-testing';
import type {
  BundleTableBlock as BundleTableContent,
  CallToActionBlock as CallToActionContent,
  ContactChannelsBlock as ContactChannelsContent,
  HowToStepsBlock as HowToStepsContent,
  RichText as RichTextContent,
} from '@site/shared-content';
import { screen, within } from '@testing-library/react';
import BundleTableBlock from '../bundle-table/bundle-table-block';
import CallToActionBlock from '../call-to-action/call-to-action-block';
import ContactChannelsBlock from '../contact-channels/contact-channels-block';
import HowToStepsBlock from '../how-to-steps/how-to-steps-block';
import { RichText } from '../../rich-text/rich-text';
import { hasPlaceholderAddress } from './sample-badge';

// Sample mode: every invented price table and every placeholder address says "Sample" where it
// stands, in the page's language, and nothing real does.
const bundles: BundleTableContent = {
  __component: 'blocks.bundle-table',
  title: 'Daily bundles',
  bundles: [{ name: 'Daily 1GB', price: 1000, validity: '24 hours', data: '1 GB', ussdCode: null }],
};

describe('the sample badge where sample content stands', () => {
  it('knows a placeholder address by its reserved domain (RFC 2606), and only that', () => {
    const placeholders = ['customercare@example.com', 'mailto:x@example.org', 'Write to jina@mfano.example.'];
    const real = ['care@vodacom.co.tz', 'example.com', 'me@examples.com', 'a@example.company', null];
    expect(placeholders.filter((text) => !hasPlaceholderAddress(text))).toEqual([]);
    expect(real.filter((text) => hasPlaceholderAddress(text))).toEqual([]);
  });

  itBadgesOnlyTheSample(
    'badges a table of sample prices, and not a real one (%s)',
    bundles,
    (shown) => <BundleTableBlock block={shown} index={1} />,
    () => screen.findByRole('table'),
  );

  it.each(sampleBadges)(
    'badges placeholder addresses in buttons, steps, channels and text (%s)',
    async (locale, badge) => {
      const cta: CallToActionContent = {
        __component: 'blocks.call-to-action',
        title: 'Questions?',
        text: 'Write to privacy@example.com.',
        primaryAction: { label: 'Email us', href: 'mailto:privacy@example.com', variant: 'primary' },
        secondaryAction: { label: 'Customer care', href: '/customer-service', variant: 'secondary' },
        theme: 'white',
      };
      const steps: HowToStepsContent = {
        __component: 'blocks.how-to-steps',
        title: 'How to report',
        steps: [
          { title: 'Email security@example.com', text: 'Use the subject "Report".' },
          { title: 'Describe the issue', text: 'Steps to reproduce.' },
        ],
      };
      const channels: ContactChannelsContent = {
        __component: 'blocks.contact-channels',
        title: 'Contact',
        channels: [
          { label: 'Investor relations', value: 'investors@example.com', kind: 'email' },
          { label: 'Customer care', value: '100', kind: 'phone' },
        ],
      };
      renderWithSite(
        <>
          <CallToActionBlock block={cta} index={1} />
          <HowToStepsBlock block={steps} index={2} />
          <ContactChannelsBlock block={channels} index={3} />
        </>,
        { locale },
      );
      // The CTA's text and its mail button, the first step's title, the e-mail channel: four, no more.
      expect(await screen.findAllByText(badge)).toHaveLength(4);
      const [sampleStep, realStep] = screen.getAllByRole('listitem').slice(0, 2);
      expect(within(sampleStep!).getByText(badge)).toBeInTheDocument();
      expect(within(realStep!).queryByText(badge)).not.toBeInTheDocument();
    },
  );

  it.each(sampleBadges)(
    'links and badges a placeholder address written in rich text (%s)',
    async (locale, badge) => {
      const content: RichTextContent = [
        {
          type: 'paragraph',
          children: [
            { type: 'text', text: 'Write to ' },
            { type: 'text', text: 'customercare@example.com', bold: true },
            { type: 'text', text: ' or call 100.' },
          ],
        },
      ] as RichTextContent;
      renderWithSite(<RichText content={content} />, { locale });
      expect(await screen.findByRole('link', { name: 'customercare@example.com' })).toHaveAttribute(
        'href',
        'mailto:customercare@example.com',
      );
      expect(screen.getAllByText(badge)).toHaveLength(1);
    },
  );
});
