import { ContentPage } from '@site/shared-blocks';
import { foundationBlocks } from '../blocks/registry';

/** Every CMS page of the foundation domain, with the domain's own blocks. */
export default function FoundationPage() {
  return <ContentPage blocks={foundationBlocks} />;
}
