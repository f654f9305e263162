import { ContentPage } from '@site/shared-blocks';
import { investorBlocks } from '../blocks/registry';

/** Every CMS page of the investor domain, with the domain's own blocks. */
export default function InvestorPage() {
  return <ContentPage blocks={investorBlocks} />;
}
