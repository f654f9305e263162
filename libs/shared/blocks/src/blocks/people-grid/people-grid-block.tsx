import type { PeopleGridBlock as PeopleGridContent } from '@site/shared-content';
import type { BlockProps } from '../../renderer/block-registry';
import { ItemGrid } from '../shared/item-grid';
import { PersonCard } from './person-card';

/** Board and leadership pages: photo, name, role, and a bio behind a Show/Hide toggle. */
export default function PeopleGridBlock({ block }: BlockProps<PeopleGridContent>) {
  return (
    <ItemGrid title={block.title} intro={block.intro} items={block.people}>
      {(person, level) => <PersonCard person={person} level={level} />}
    </ItemGrid>
  );
}
