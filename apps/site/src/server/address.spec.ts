import { createAppRoutes } from '../app/routes';
import { addressOf, routePath } from './address';

const address = addressOf(createAppRoutes());

describe('a path’s address, as the route table writes it', () => {
  it.each([
    ['/soka', '/soka'],
    ['/SOKA', '/soka'],
    ['/soka/', '/soka'],
    ['/j4u', '/J4U'],
    ['/SW/Soka/', '/sw/soka'],
    ['/sw', '/sw'],
    ['/sw/', '/sw'],
    ['/', '/'],
    ['/News-Event/AbC12/Some-Slug', '/news-event/AbC12/Some-Slug'],
    ['/news-event/AbC12', '/news-event/AbC12'],
    ['/FAQ/', '/faq'],
    ['/shareholder-form', '/shareholder-form'],
  ])('%s → %s', (path, expected) => {
    expect(address(path)).toBe(expected);
  });

  it.each(['/this/route/does-not-exist', '/sw/nope', '/soka/extra', '/swahili'])(
    '%s: no route has it (null)',
    (path) => {
      expect(address(path)).toBeNull();
    },
  );

  it('fills a pattern with its parameters, encoded, and drops optional ones not given', () => {
    expect(routePath('/news-event/:id/:slug?', { id: 'a b', slug: 'x' })).toBe('/news-event/a%20b/x');
    expect(routePath('/faq/:item?', {})).toBe('/faq');
  });
});
