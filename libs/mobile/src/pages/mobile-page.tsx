import { ContentPage, usePageArgs } from '@site/shared-pages';
import { useGetMobilePageQuery } from '../api/mobile-api';

/** Every CMS page of the mobile domain: read through its own endpoint, shown with the domain's blocks. */
export default function MobilePage() {
  return <ContentPage page={useGetMobilePageQuery(usePageArgs())} />;
}
