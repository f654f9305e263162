import type { Person } from '@site/shared-content';
import { Button, Heading, VisuallyHidden } from '@site/shared-ui';
import { useId, useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';
import { CmsImage } from '../shared/cms-image';
import { imageSizes } from '../shared/image-sizes';
import styles from './people-grid-block.module.css';

const messages = defineMessages({
  show: {
    id: 'shared.action.show',
    defaultMessage: 'Show',
    description:
      "Button under a board member's or executive's name that unfolds their biography; one short verb",
  },
  hide: {
    id: 'shared.action.hide',
    defaultMessage: 'Hide',
    description: 'The same button once the biography is open: folds it again; one short verb',
  },
});
const bioOf = defineMessage<{ name: string }>({
  id: 'shared.blocks.people.bioOf',
  defaultMessage: 'biography of {name}',
  description:
    'Read by screen readers after "Show"/"Hide" on the biography button (hidden on screen): {name} is the person\'s name',
});

/** One board member or executive; a long bio stays folded until asked for. */
export function PersonCard({ person, level }: { person: Person; level: 2 | 3 }) {
  const bioId = useId();
  const [open, setOpen] = useState(false);
  return (
    <article className={styles.person}>
      {person.photo && (
        <div className={styles.photo}>
          {/* The name follows as a heading, so the photo's alt may stay empty when the library has none. */}
          <CmsImage media={person.photo} sizes={imageSizes.card} fallbackWidth={400} fallbackHeight={400} />
        </div>
      )}
      <Heading level={level} className={styles.name}>
        {person.name}
      </Heading>
      <p className={styles.role}>{person.role}</p>
      {person.bio && (
        <>
          <Button
            variant="ghost"
            aria-expanded={open}
            aria-controls={bioId}
            onClick={() => setOpen((value) => !value)}
          >
            <FormattedMessage {...(open ? messages.hide : messages.show)} />{' '}
            <VisuallyHidden>
              <FormattedMessage {...bioOf} values={{ name: person.name }} />
            </VisuallyHidden>
          </Button>
          <p id={bioId} className={styles.bio} hidden={!open}>
            {person.bio}
          </p>
        </>
      )}
    </article>
  );
}
