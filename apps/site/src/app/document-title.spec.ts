import { titleFromPath } from './document-title';

describe('titleFromPath', () => {
  it('gives the welcome title on /', () => {
    expect(titleFromPath('/', 'Vodacom Tanzania')).toBe('Welcome to Vodacom Tanzania');
  });

  it.each([
    ['/internet-overview', 'Internet Overview'],
    ['/voice-sms', 'Voice Sms'],
    ['/M-pesa-terms', 'M Pesa Terms'],
    ['/board_commitee', 'Board Commitee'],
    ['/J4U', 'J4U'],
    ['/aboutUs', 'AboutUs'],
  ])('builds %s → %s', (path, title) => {
    expect(titleFromPath(path, 'Vodacom Tanzania')).toBe(title);
  });
});
