import { ContentPage, usePageArgs } from '@site/shared-pages';
import { useGetSupportPageQuery } from '../api/support-api';

/** Every CMS page of the support domain: read through its own endpoint, shown with the domain's blocks. */
export default function SupportPage() {
  return <ContentPage page={useGetSupportPageQuery(usePageArgs())} />;
}
