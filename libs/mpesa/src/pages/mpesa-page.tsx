import { ContentPage } from '@site/shared-blocks';
import { mpesaBlocks } from '../blocks/registry';

/** Every CMS page of the mpesa domain, with the domain's own blocks. */
export default function MpesaPage() {
  return <ContentPage blocks={mpesaBlocks} />;
}
