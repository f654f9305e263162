import { hrefOf, renderWithSite } from '@site/shared-testing';
import type { AppLinksBlock as AppLinksContent } from '@site/shared-content';
import { screen } from '@testing-library/react';
import AppLinksBlock from './app-links-block';

const block: AppLinksContent = {
  __component: 'blocks.app-links',
  title: 'Get the M-Pesa app',
  text: 'Send, pay and save from your smartphone.',
  appName: 'M-Pesa',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=com.vodacom.mpesa',
  appStoreUrl: 'https://apps.apple.com/tz/app/m-pesa-tanzania/id1500000000',
};

describe('AppLinksBlock', () => {
  it('links to both stores with protected external links', () => {
    renderWithSite(<AppLinksBlock block={block} index={1} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Get the M-Pesa app' })).toBeInTheDocument();
    const play = screen.getByRole('link', { name: 'Get it on Google Play' });
    expect(play).toHaveAttribute('href', block.playStoreUrl);
    expect(play).toHaveAttribute('rel', 'noopener noreferrer');
    expect(hrefOf('Download on the App Store')).toBe(block.appStoreUrl);
  });

  it('drops store links that are not https', () => {
    renderWithSite(
      <AppLinksBlock
        block={{ ...block, playStoreUrl: 'http://play.google.com/x', appStoreUrl: 'javascript:alert(1)' }}
        index={1}
      />,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('names the store buttons in Swahili', async () => {
    renderWithSite(<AppLinksBlock block={block} index={1} />, { locale: 'sw' });
    expect(await screen.findByRole('link', { name: 'Ipakue kwenye Google Play' })).toBeInTheDocument();
  });
});
