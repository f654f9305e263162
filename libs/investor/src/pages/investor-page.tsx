import { ContentPage, usePageArgs } from '@site/shared-pages';
import { useGetInvestorPageQuery } from '../api/investor-api';

/** Every CMS page of the investor domain: read through its own endpoint, shown with the domain's blocks. */
export default function InvestorPage() {
  return <ContentPage page={useGetInvestorPageQuery(usePageArgs())} />;
}
