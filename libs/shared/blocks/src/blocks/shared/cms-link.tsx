import { isExternalHref, safeHref, type Link } from '@site/shared-content';
import {
  Button,
  TextLink,
  type ButtonVariant,
  type LinkComponent,
  type LinkComponentProps,
} from '@site/shared-ui';
import type { ReactNode } from 'react';
import { PlaceholderBadge } from './sample-badge';

/** https links leave the site: no opener access, no referrer. */
function ExternalAnchor({ ref, children, ...rest }: LinkComponentProps) {
  return (
    <a ref={ref} {...rest} rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** tel: and mailto: hand over to the phone's dialler or mail app; the router must not touch them. */
function PlainAnchor({ ref, children, ...rest }: LinkComponentProps) {
  return (
    <a ref={ref} {...rest}>
      {children}
    </a>
  );
}

export type ResolvedHref = { href: string; linkComponent?: LinkComponent };

/**
 * A CMS href made safe to render, or null when it must be dropped. Site paths keep the provider's
 * router link (`linkComponent` undefined); everything else gets a plain anchor.
 */
export function resolveHref(raw: unknown): ResolvedHref | null {
  const href = safeHref(raw);
  if (!href) return null;
  if (href.startsWith('/') || href.startsWith('#')) return { href };
  return { href, linkComponent: isExternalHref(href) ? ExternalAnchor : PlainAnchor };
}

type CmsButtonProps = {
  link: Link | null | undefined;
  onRed?: boolean;
  children?: ReactNode;
  variant?: ButtonVariant;
};

/**
 * A CMS `shared.link` as a button; renders nothing when the link is missing or unsafe. A link to a
 * placeholder address is badged "Sample".
 */
export function CmsButton({ link, onRed = false, children, variant }: CmsButtonProps) {
  const resolved = link ? resolveHref(link.href) : null;
  if (!link || !resolved) return null;
  const chosen = variant ?? buttonVariant(link.variant, onRed);
  const shown =
    link.variant === 'text' && !variant ? (
      <TextLink href={resolved.href} linkComponent={resolved.linkComponent} variant="standalone">
        {children ?? link.label}
      </TextLink>
    ) : (
      <Button href={resolved.href} linkComponent={resolved.linkComponent} variant={chosen}>
        {children ?? link.label}
      </Button>
    );
  return (
    <>
      {shown}
      <PlaceholderBadge of={resolved.href} />
    </>
  );
}

function buttonVariant(variant: Link['variant'], onRed: boolean): ButtonVariant {
  // On the red theme a red primary button would vanish: the inverse (white) one takes its place.
  if (variant === 'secondary') return onRed ? 'inverse' : 'secondary';
  return onRed ? 'inverse' : 'primary';
}

type CmsTextLinkProps = { href: unknown; children: ReactNode; className?: string };

/** An inline CMS link; unsafe or missing hrefs leave the text as plain text. A placeholder address is badged. */
export function CmsTextLink({ href, children, className }: CmsTextLinkProps) {
  const resolved = resolveHref(href);
  if (!resolved) return children;
  return (
    <>
      <TextLink href={resolved.href} linkComponent={resolved.linkComponent} className={className}>
        {children}
      </TextLink>
      <PlaceholderBadge of={resolved.href} />
    </>
  );
}
