import { menuLabelProblems, type Manifest } from '@site/shared-routing';
import manifest from './content-manifest.json';
import { foundationMenu } from './menu-messages';

describe('the foundation menu labels', () => {
  it('are declared for every route of the manifest, and only for them', () => {
    expect(menuLabelProblems(manifest as Manifest, foundationMenu)).toEqual([]);
  });
});
