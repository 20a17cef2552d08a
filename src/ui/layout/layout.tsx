import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from '../class-names';

/** Steps of the spacing scale (`--wallet-space-*`). */
export type Space = 'none' | 'xs' | 'sm' | 'md' | 'lg' | 'xl';

type LayoutElement = 'div' | 'section' | 'header' | 'footer' | 'nav' | 'ul' | 'ol' | 'li' | 'form' | 'fieldset';

interface LayoutProps extends HTMLAttributes<HTMLElement> {
  /** The element to render; lists keep their semantics without bullets. */
  as?: LayoutElement | undefined;
  gap?: Space | undefined;
  align?: 'start' | 'center' | 'end' | 'stretch' | undefined;
  children?: ReactNode | undefined;
}

export type StackProps = LayoutProps;

/** Children one below the other with even spacing. */
export function Stack({ as: Tag = 'div', gap = 'md', align, className, children, ...rest }: StackProps) {
  return (
    <Tag
      {...rest}
      className={classNames('wallet-stack', `wallet-gap-${gap}`, align && `wallet-align-${align}`, className)}
    >
      {children}
    </Tag>
  );
}

export interface InlineProps extends LayoutProps {
  justify?: 'start' | 'center' | 'end' | 'between' | undefined;
  /** Wrap onto further lines when space runs out (default true). */
  wrap?: boolean | undefined;
  /** Below the mobile breakpoint, stack the children full width (rows of buttons). */
  stackOnMobile?: boolean | undefined;
}

/** Children side by side, wrapping, with even spacing. */
export function Inline({
  as: Tag = 'div',
  gap = 'sm',
  align,
  justify,
  wrap = true,
  stackOnMobile = false,
  className,
  children,
  ...rest
}: InlineProps) {
  return (
    <Tag
      {...rest}
      className={classNames(
        'wallet-inline',
        `wallet-gap-${gap}`,
        align && `wallet-align-${align}`,
        justify && `wallet-justify-${justify}`,
        !wrap && 'wallet-inline--nowrap',
        stackOnMobile && 'wallet-inline--stack-on-mobile',
        className,
      )}
    >
      {children}
    </Tag>
  );
}

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLSpanElement> {
  children: ReactNode;
}

/** Text for screen readers only, e.g. the unit of an icon or the state of a step. */
export function VisuallyHidden({ className, children, ...rest }: VisuallyHiddenProps) {
  return (
    <span {...rest} className={classNames('wallet-visually-hidden', className)}>
      {children}
    </span>
  );
}

/** The class that hides content visually but not from assistive technology, for markup that is not a span. */
export const VISUALLY_HIDDEN_CLASS = 'wallet-visually-hidden';

export interface FormLayoutProps {
  /** The form (or the form's column: the form and what goes with it). */
  children: ReactNode;
  /** What the form adds up to (amount, fee, rate, received, total): beside the form on wide screens, below on phones. */
  summary?: ReactNode | undefined;
  className?: string | undefined;
}

/**
 * The form page template: the form in a readable column (at most about 680 px, however wide the screen), its summary
 * beside it from 1024 px (kept in view while the form scrolls) and below it on narrower screens.
 */
export function FormLayout({ children, summary, className }: FormLayoutProps) {
  return (
    <div className={classNames('wallet-form-layout', summary ? 'wallet-form-layout--summary' : undefined, className)}>
      <div className="wallet-form-layout__main">{children}</div>
      {summary ? <div className="wallet-form-layout__summary">{summary}</div> : null}
    </div>
  );
}
