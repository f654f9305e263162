import { ContentPage, usePageArgs } from '@site/shared-pages';
import { useGetFoundationPageQuery } from '../api/foundation-api';

/** Every CMS page of the foundation domain: read through its own endpoint, shown with the domain's blocks. */
export default function FoundationPage() {
  return <ContentPage page={useGetFoundationPageQuery(usePageArgs())} />;
}
