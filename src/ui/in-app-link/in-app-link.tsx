import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';

export interface InAppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'> {
  href: string;
  /** The app's navigation; a plain left click goes through it instead of loading the page. */
  navigate: (path: string) => void;
  children: ReactNode;
}

/** A real link (new tabs, copy link) that stays in the app on a plain left click. */
export function InAppLink({ href, navigate, children, ...rest }: InAppLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <a {...rest} href={href} onClick={onClick}>
      {children}
    </a>
  );
}
