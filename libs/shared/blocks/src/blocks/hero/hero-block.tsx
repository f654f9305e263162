import type { HeroBlock as HeroContent } from '@site/shared-content';
import { Hero } from '@site/shared-ui';
import type { BlockProps } from '../../renderer/block-registry';
import { CmsButton } from '../shared/cms-link';
import { heroPicture } from '../shared/hero-picture';

/** The page banner: as the first block it carries the page's `<h1>` and its image loads first. */
export default function HeroBlock({ block, index }: BlockProps<HeroContent>) {
  const theme = block.theme ?? 'red';
  const first = index === 0;
  const onRed = theme === 'red';
  const actions =
    block.primaryAction || block.secondaryAction ? (
      <>
        <CmsButton link={block.primaryAction} onRed={onRed} variant={onRed ? 'inverse' : 'primary'} />
        <CmsButton link={block.secondaryAction} onRed={onRed} variant={onRed ? 'ghost' : 'secondary'} />
      </>
    ) : undefined;
  return (
    <Hero
      title={block.title}
      titleLevel={first ? 1 : 2}
      eyebrow={block.eyebrow}
      text={block.text}
      theme={theme}
      {...heroPicture(block.image, first)}
      actions={actions}
    />
  );
}
