import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { classNames } from '../class-names';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Heading of the card; the card becomes a region named by it. */
  title?: ReactNode | undefined;
  /** Heading level that fits the page outline (default 2). */
  headingLevel?: 2 | 3 | 4 | undefined;
  /** Controls shown beside the title (an edit link, a menu). */
  actions?: ReactNode | undefined;
  children?: ReactNode | undefined;
}

/** A bordered surface grouping related content. */
export function Card({ title, headingLevel = 2, actions, className, children, ...rest }: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  if (!title) {
    return (
      <div {...rest} className={classNames('wallet-card', className)}>
        {children}
      </div>
    );
  }
  return (
    <section {...rest} aria-labelledby={titleId} className={classNames('wallet-card', className)}>
      <div className="wallet-card__header">
        <Heading id={titleId} className="wallet-card__title">
          {title}
        </Heading>
        {actions && <div className="wallet-card__actions">{actions}</div>}
      </div>
      {children}
    </section>
  );
}
