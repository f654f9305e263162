import type { LinkComponentProps } from '@site/shared-ui';
import { Link } from './links';

/** The design system's links, routed: internal paths navigate in the app, others are plain anchors. */
export function RouterLink({ href, ref, children, ...rest }: LinkComponentProps) {
  if (href.startsWith('/') && !href.startsWith('//') && !rest.download) {
    return (
      <Link to={href} ref={ref} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} ref={ref} {...rest}>
      {children}
    </a>
  );
}
