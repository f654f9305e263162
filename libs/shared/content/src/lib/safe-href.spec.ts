import { dialHref, safeHref } from './safe-href';

describe('safeHref', () => {
  it.each([
    '/mpesa',
    '#faq',
    'https://www.vodacom.co.tz',
    'mailto:care@vodacom.co.tz',
    'tel:100',
    'tel:*149*01%23',
  ])('keeps %s', (href) => expect(safeHref(href)).toBe(href));

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,x',
    'http://insecure.example',
    '//evil.example',
    '',
    42,
    null,
  ])('drops %s', (href) => expect(safeHref(href)).toBeNull());
});

describe('dialHref', () => {
  it('escapes the hash of a USSD code', () => expect(dialHref('*149*01#')).toBe('tel:*149*01%23'));
});
