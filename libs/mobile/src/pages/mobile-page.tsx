import { ContentPage } from '@site/shared-blocks';
import { mobileBlocks } from '../blocks/registry';

/** Every CMS page of the mobile domain, with the domain's own blocks. */
export default function MobilePage() {
  return <ContentPage blocks={mobileBlocks} />;
}
