import { hrefOf, renderWithSite } from '@site/shared-testing';
import type { ContactChannelsBlock as ContactChannelsContent } from '@site/shared-content';
import { screen, within } from '@testing-library/react';
import ContactChannelsBlock from './contact-channels-block';

const block: ContactChannelsContent = {
  __component: 'blocks.contact-channels',
  title: 'Contact us',
  channels: [
    { kind: 'phone', label: 'Customer care', value: '100', hours: '24 hours' },
    { kind: 'ussd', label: 'M-Pesa menu', value: '*150*00#' },
    { kind: 'whatsapp', label: 'WhatsApp', value: '+255 754 100 100' },
    { kind: 'email', label: 'Email', value: 'huduma@vodacom.co.tz' },
    { kind: 'twitter', label: 'X', value: '@VodacomTanzania', href: 'https://x.com/VodacomTanzania' },
    { kind: 'shop', label: 'Shop', value: 'Mlimani City', href: 'javascript:alert(1)' },
  ],
};

describe('ContactChannelsBlock', () => {
  it('makes each channel an actionable link of the right scheme', () => {
    renderWithSite(<ContactChannelsBlock block={block} index={1} />);
    expect(hrefOf('100')).toBe('tel:100');
    expect(hrefOf('*150*00#')).toBe('tel:*150*00%23');
    expect(hrefOf('+255 754 100 100')).toBe('https://wa.me/255754100100');
    expect(hrefOf('huduma@vodacom.co.tz')).toBe('mailto:huduma@vodacom.co.tz');
    const x = screen.getByRole('link', { name: '@VodacomTanzania' });
    expect(x).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('lets an email wrap after its "@" only, and a handle not at all', () => {
    renderWithSite(<ContactChannelsBlock block={block} index={1} />);
    expect(screen.getByRole('link', { name: 'huduma@vodacom.co.tz' }).innerHTML).toBe(
      'huduma@<wbr>vodacom.co.tz',
    );
    expect(screen.getByRole('link', { name: '@VodacomTanzania' }).innerHTML).toBe('@VodacomTanzania');
  });

  it('shows an unsafe channel as text only, and the opening hours', () => {
    renderWithSite(<ContactChannelsBlock block={block} index={1} />);
    expect(screen.getByText('Mlimani City')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mlimani City' })).not.toBeInTheDocument();
    const care = screen.getAllByRole('listitem')[0]!;
    expect(within(care).getByRole('heading', { level: 3, name: 'Customer care' })).toBeInTheDocument();
    expect(within(care).getByText('Open: 24 hours')).toBeInTheDocument();
  });
});
