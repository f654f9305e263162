import type { PeopleGridBlock as PeopleGridContent } from '@site/shared-content';
import { Grid } from '@site/shared-ui';
import type { BlockProps } from '../../renderer/block-registry';
import { BlockSection, itemLevel } from '../shared/block-section';
import lists from '../shared/lists.module.css';
import { PersonCard } from './person-card';

/** Board and leadership pages: photo, name, role, and a bio behind a Show/Hide toggle. */
export default function PeopleGridBlock({ block }: BlockProps<PeopleGridContent>) {
  if (block.people.length === 0) return null;
  const level = itemLevel(block.title);
  return (
    <BlockSection title={block.title} intro={block.intro}>
      <Grid as="ul" columns={block.people.length % 4 === 0 ? 4 : 3} className={lists.plainList}>
        {block.people.map((person, n) => (
          <li key={person.id ?? n}>
            <PersonCard person={person} level={level} />
          </li>
        ))}
      </Grid>
    </BlockSection>
  );
}
