import { ContentPage } from '@site/shared-blocks';
import { businessBlocks } from '../blocks/registry';

/** Every CMS page of the business domain, with the domain's own blocks. */
export default function BusinessPage() {
  return <ContentPage blocks={businessBlocks} />;
}
