import { imageSrcSet, isDrawingFile, isResizableFile, resizableFile } from './images.ts';

describe('image variants', () => {
  it('makes variants of the CMS media’s photos and drawings only, by their plain name', () => {
    expect(resizableFile('/uploads/hills_3f2a.jpg')).toBe('hills_3f2a.jpg');
    expect(resizableFile('/uploads/shot.PNG')).toBe('shot.PNG');
    expect(resizableFile('/uploads/hero_network.svg')).toBe('hero_network.svg');
    expect(isDrawingFile('hero_network.svg')).toBe(true);
    expect(isDrawingFile('hills_3f2a.jpg')).toBe(false);
    expect(resizableFile('/uploads/hero.svg.pdf')).toBeNull();
    expect(resizableFile('data:image/svg+xml,<svg/>')).toBeNull();
    expect(resizableFile('/uploads/report.pdf')).toBeNull();
    expect(resizableFile('/uploads/anim.gif')).toBeNull();
    expect(resizableFile('https://cdn.example/uploads/x.jpg')).toBeNull();
    expect(resizableFile('/uploads/../secret.jpg')).toBeNull();
    expect(resizableFile('/uploads/a/b.jpg')).toBeNull();
    expect(isResizableFile('.hidden.jpg')).toBe(false);
    expect(isResizableFile('x.jpg%00.png')).toBe(false);
  });

  it('lists every allowed width below the image, then one that gives the image its own width', () => {
    expect(imageSrcSet('p.jpg', 'avif', 700)).toBe(
      '/_img/avif/320/p.jpg 320w, /_img/avif/480/p.jpg 480w, /_img/avif/640/p.jpg 640w, /_img/avif/800/p.jpg 700w',
    );
    expect(imageSrcSet('p.jpg', 'webp', 200)).toBe('/_img/webp/320/p.jpg 200w');
  });

  it('offers a drawing at every allowed width, each described by its own', () => {
    expect(imageSrcSet('d.svg', 'webp').split(', ').at(-1)).toBe('/_img/webp/1920/d.svg 1920w');
    expect(imageSrcSet('d.svg', 'webp').split(', ')).toHaveLength(8);
  });

  it('stops at the largest allowed width for a bigger original', () => {
    const widths = imageSrcSet('p.jpg', 'jpeg', 4000)
      .split(', ')
      .map((candidate) => candidate.split(' ')[1]);
    expect(widths).toEqual(['320w', '480w', '640w', '800w', '960w', '1280w', '1600w', '1920w']);
  });
});
