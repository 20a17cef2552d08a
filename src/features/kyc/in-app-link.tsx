import type { MouseEvent, ReactNode } from 'react';

/** A link that stays in the app on a plain left click when a navigate function is given (new tabs work as usual). */
export function InAppLink({
  href,
  navigate,
  children,
}: {
  href: string;
  navigate?: ((path: string) => void) | undefined;
  children: ReactNode;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!navigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <a href={href} onClick={onClick}>
      {children}
    </a>
  );
}
