import { ContentPage, usePageArgs } from '@site/shared-pages';
import { useGetBusinessPageQuery } from '../api/business-api';

/** Every CMS page of the business domain: read through its own endpoint, shown with the domain's blocks. */
export default function BusinessPage() {
  return <ContentPage page={useGetBusinessPageQuery(usePageArgs())} />;
}
