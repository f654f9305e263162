import { ContentPage } from '@site/shared-blocks';
import { supportBlocks } from '../blocks/registry';

/** Every CMS page of the support domain, with the domain's own blocks. */
export default function SupportPage() {
  return <ContentPage blocks={supportBlocks} />;
}
