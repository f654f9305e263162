import { ContentPage, usePageArgs } from '@site/shared-pages';
import { useGetMpesaPageQuery } from '../api/mpesa-api';

/** Every CMS page of the mpesa domain: read through its own endpoint, shown with the domain's blocks. */
export default function MpesaPage() {
  return <ContentPage page={useGetMpesaPageQuery(usePageArgs())} />;
}
