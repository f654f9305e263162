import { createAppRoutes } from '../app/routes';
import { addressOf } from './address';

const address = addressOf(createAppRoutes());

describe('a path’s address, as the route table writes it', () => {
  it('is the route’s spelling, whatever case or trailing slash the path had', () => {
    const paths = {
      '/soka': '/soka',
      '/SOKA': '/soka',
      '/soka/': '/soka',
      '/j4u': '/J4U',
      '/SW/Soka/': '/sw/soka',
      '/sw': '/sw',
      '/sw/': '/sw',
      '/': '/',
      '/News-Event/AbC12/Some-Slug': '/news-event/AbC12/Some-Slug',
      '/news-event/AbC12': '/news-event/AbC12',
      '/FAQ/': '/faq',
      '/shareholder-form': '/shareholder-form',
    };
    expect(Object.fromEntries(Object.keys(paths).map((path) => [path, address(path)]))).toEqual(paths);
  });

  it('is null for a path no route has', () => {
    const unknown = ['/this/route/does-not-exist', '/sw/nope', '/soka/extra', '/swahili'];
    expect(unknown.map(address)).toEqual(unknown.map(() => null));
  });

  it('writes parameters encoded and drops an optional one not given', () => {
    expect(address('/news-event/a b/x')).toBe('/news-event/a%20b/x');
    expect(address('/sw/news-event/a%20b/')).toBe('/sw/news-event/a%20b');
  });
});
