/* eslint-disable testing-library/no-node-access, testing-library/no-container -- a <picture>'s <source>s have no role to query them by */
import { mediaFixture, photoFixture } from '@site/shared-testing';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { CmsImage } from './cms-image';
import { imageSizes } from './image-sizes';

const photo = photoFixture('Hills under an evening sky');
const widths = (srcSet: string | null) => srcSet?.split(', ').map((candidate) => candidate.split(' ')[1]);

describe('CmsImage', () => {
  it('offers a photo in AVIF and WebP, with a JPEG <img> for the rest, at every width the server makes', () => {
    const { container } = render(<CmsImage media={photo} sizes={imageSizes.card} />);
    const [avif, webp] = [...container.querySelectorAll('picture > source')];
    expect(avif).toHaveAttribute('type', 'image/avif');
    expect(webp).toHaveAttribute('type', 'image/webp');
    expect(avif?.getAttribute('srcset')).toMatch(/^\/_img\/avif\/320\/hills_dusk_4f1c2a\.jpg 320w, /);
    const image = screen.getByRole('img', { name: 'Hills under an evening sky' });
    expect(image.getAttribute('srcset')).toMatch(/^\/_img\/jpeg\/320\/hills_dusk_4f1c2a\.jpg 320w/);
    expect(widths(image.getAttribute('srcset'))).toEqual(widths(webp?.getAttribute('srcset') ?? null));
    for (const element of [avif, webp, image]) expect(element).toHaveAttribute('sizes', imageSizes.card);
    expect(image).toHaveAttribute('src', '/_img/jpeg/800/hills_dusk_4f1c2a.jpg');
    expect(image).toHaveAttribute('width', '4000');
    expect(image).toHaveAttribute('height', '3000');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('never offers a width past a small photo’s own', () => {
    render(
      <CmsImage media={photoFixture('A small photo', 'small_9a.png', 500, 300)} sizes={imageSizes.card} />,
    );
    expect(screen.getByRole('img').getAttribute('srcset')).toBe(
      '/_img/jpeg/320/small_9a.png 320w, /_img/jpeg/480/small_9a.png 480w, /_img/jpeg/640/small_9a.png 500w',
    );
  });

  it('offers a drawing of the library rasterised at every width, with the drawing itself for the rest', () => {
    const drawing = {
      ...photo,
      url: '/uploads/hero_network_a5.svg',
      mime: 'image/svg+xml',
      width: 640,
      height: 480,
    };
    const { container } = render(<CmsImage media={drawing} sizes={imageSizes.half} />);
    const [avif, webp] = [...container.querySelectorAll('picture > source')];
    expect(avif).toHaveAttribute('type', 'image/avif');
    expect(webp).toHaveAttribute('type', 'image/webp');
    expect(widths(avif?.getAttribute('srcset') ?? null)).toEqual([
      '320w',
      '480w',
      '640w',
      '800w',
      '960w',
      '1280w',
      '1600w',
      '1920w',
    ]);
    expect(webp?.getAttribute('srcset')).toMatch(/^\/_img\/webp\/320\/hero_network_a5\.svg 320w, /);
    const image = screen.getByRole('img', { name: 'Hills under an evening sky' });
    expect(image).toHaveAttribute('src', '/uploads/hero_network_a5.svg');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '480');
  });

  it.each([
    ['an SVG given inline', mediaFixture('A phone')],
    ['a file the server does not hold', { ...photo, url: 'https://cdn.example/uploads/hills.jpg' }],
    ['a photo the CMS gives no size', { ...photo, width: null, height: null }],
  ])('shows %s as it is, in a reserved box', (_name, media) => {
    const { container } = render(<CmsImage media={media} sizes={imageSizes.half} />);
    expect(container.querySelector('picture')).toBeNull();
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', media.url);
    expect(image).not.toHaveAttribute('srcset');
    expect(image).toHaveAttribute('width', String(media.width ?? 800));
  });

  it('as the page’s first paint: fetched at once and preloaded with the candidates of its best format', () => {
    const view = renderToString(<CmsImage media={photo} sizes={imageSizes.half} priority />);
    const preload = /<link rel="preload" as="image"[^>]*>/.exec(view)?.[0] ?? '';
    expect(preload).toContain('type="image/avif"');
    expect(preload).toContain('fetchPriority="high"');
    expect(preload).toContain(`imageSizes="${imageSizes.half}"`);
    expect(preload).toMatch(/imageSrcSet="\/_img\/avif\/320\/hills_dusk_4f1c2a\.jpg 320w, [^"]*1920w"/);
    expect(preload).not.toContain('href=');
    expect(view).toMatch(/<img[^>]*loading="eager"[^>]*fetchPriority="high"/);
  });

  it('is decorative on demand, and renders nothing without a file', () => {
    const { container } = render(<CmsImage media={photo} sizes={imageSizes.card} decorative />);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    const { container: empty } = render(<CmsImage media={null} sizes={imageSizes.card} />);
    expect(empty).toBeEmptyDOMElement();
  });
});
