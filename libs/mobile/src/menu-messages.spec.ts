import { menuLabelProblems, type Manifest } from '@site/shared-routing';
import manifest from './content-manifest.json';
import { mobileMenu } from './menu-messages';

describe('the mobile menu labels', () => {
  it('are declared for every route of the manifest, and only for them', () => {
    expect(menuLabelProblems(manifest as Manifest, mobileMenu)).toEqual([]);
  });
});
