import type { CallToActionBlock as CallToActionContent } from '@site/shared-content';
import { Stack } from '@site/shared-ui';
import type { BlockProps } from '../../renderer/block-registry';
import { BlockSection } from '../shared/block-section';
import { CmsButton } from '../shared/cms-link';
import { PlaceholderBadge } from '../shared/sample-badge';
import styles from './call-to-action-block.module.css';

/** A short prompt with up to two actions, in the brand's red band by default. */
export default function CallToActionBlock({ block }: BlockProps<CallToActionContent>) {
  const tone = block.theme ?? 'red';
  const onRed = tone === 'red';
  return (
    <BlockSection title={block.title} tone={tone}>
      <div className={styles.body}>
        {block.text && (
          <p className={styles.text}>
            {block.text} <PlaceholderBadge of={block.text} />
          </p>
        )}
        <Stack direction="row" gap={3}>
          <CmsButton link={block.primaryAction} variant={onRed ? 'inverse' : 'primary'} />
          <CmsButton link={block.secondaryAction} variant={onRed ? 'ghost' : 'secondary'} />
        </Stack>
      </div>
    </BlockSection>
  );
}
