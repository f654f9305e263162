import { createContext, useContext } from 'react';
import type { AnchorHTMLAttributes, ComponentType, ReactNode, Ref } from 'react';

/** Props every link component receives; adapt a router link with `({ href, ...p }) => <Link to={href} {...p} />`. */
export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

export type LinkComponent = ComponentType<LinkComponentProps>;

function PlainAnchor({ ref, children, ...rest }: LinkComponentProps) {
  return (
    <a ref={ref} {...rest}>
      {children}
    </a>
  );
}

const LinkContext = createContext<LinkComponent>(PlainAnchor);

export type LinkProviderProps = { component: LinkComponent; children: ReactNode };

/**
 * Lets the site set its router link once for every Button, TextLink, Card and Pagination, instead
 * of threading `linkComponent` through every block. A `linkComponent` prop still wins locally.
 */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkContext value={component}>{children}</LinkContext>;
}

export function useLinkComponent(override?: LinkComponent): LinkComponent {
  const fromContext = useContext(LinkContext);
  return override ?? fromContext;
}
