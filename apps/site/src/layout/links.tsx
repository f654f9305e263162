import { clsx as cx } from 'clsx';
import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router';

type LinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & { to: string; replace?: boolean };

/**
 * An anchor whose plain click navigates in the app, by React Router's own rule
 * (`useLinkClickHandler`: main button, no modifier key, no other target). React Router's `Link` is
 * built for its framework mode too (prefetch links, route discovery, masked URLs), none of which a
 * data-mode site uses; with `tools/vite/pure-components.ts` that code leaves every page's JavaScript.
 */
export function Link({ to, replace, onClick, children, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, target: rest.target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return (
    <a {...rest} href={href} onClick={handleClick}>
      {children}
    </a>
  );
}

/** A menu's link: `active` and `aria-current="page"` on its own page only (never on its subpages). */
export function NavLink({ to, className, ...rest }: LinkProps) {
  const { pathname } = useLocation();
  const current = pathname.toLowerCase() === useResolvedPath(to).pathname.toLowerCase();
  return (
    <Link
      {...rest}
      to={to}
      className={cx(className, current && 'active')}
      aria-current={current ? 'page' : undefined}
    />
  );
}
