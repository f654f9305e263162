import { menuLabelProblems, type Manifest } from '@site/shared-routing';
import manifest from './content-manifest.json';
import { investorMenu } from './menu-messages';

describe('the investor menu labels', () => {
  it('are declared for every route of the manifest, and only for them', () => {
    expect(menuLabelProblems(manifest as Manifest, investorMenu)).toEqual([]);
  });
});
