import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  type ReactNode,
  type Ref,
  useContext,
} from "react";

/**
 * Props every link component receives from the kit. `to` is the target (a path or a full URL);
 * this is the shape of React Router's `<Link>`, so `<UiLinkProvider component={Link}>` just works.
 */
export type TUiLinkComponentProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: string;
  ref?: Ref<HTMLAnchorElement>;
};

export type TUiLinkComponent = ComponentType<TUiLinkComponentProps>;

/** The default: a plain `<a href>`. */
export function DefaultUiLink({ to, ...rest }: TUiLinkComponentProps) {
  return <a href={to} {...rest} />;
}

const UiLinkContext = createContext<TUiLinkComponent>(DefaultUiLink);

export interface IUiLinkProviderProps {
  component: TUiLinkComponent;
  children: ReactNode;
}

/** Chooses how every link inside the kit is rendered (e.g. React Router's `Link`). */
export function UiLinkProvider({ component, children }: IUiLinkProviderProps) {
  return <UiLinkContext.Provider value={component}>{children}</UiLinkContext.Provider>;
}

/** The link component in effect. */
export function useUiLink(): TUiLinkComponent {
  return useContext(UiLinkContext);
}

export type TUiLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

/** A link rendered through the provider's component. */
export function UiLink({ href, ...rest }: TUiLinkProps) {
  const Link = useUiLink();
  return <Link to={href} {...rest} />;
}
