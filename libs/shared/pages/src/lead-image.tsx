import { CmsImage, type CmsImageProps } from '@site/shared-blocks';

type LeadImageProps = Omit<CmsImageProps, 'priority' | 'decorative'>;

/**
 * A detail page's photo (an article's, a service's, a device's): the page's largest paint, so it loads
 * at once and first; its box is 4:3 unless the CMS knows the file's size or the page says otherwise.
 */
export function LeadImage(props: LeadImageProps) {
  return <CmsImage fallbackWidth={640} fallbackHeight={480} {...props} priority />;
}
