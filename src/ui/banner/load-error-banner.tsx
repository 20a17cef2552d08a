import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { useErrorText } from '../i18n/use-error-text';
import { useCommonMessages } from '../i18n/use-messages';
import { Banner, type BannerProps } from './banner';

export interface LoadErrorBannerProps extends Omit<
  BannerProps,
  'tone' | 'actions' | 'children' | 'onDismiss' | 'title'
> {
  /** What could not be loaded ("Your login history could not be loaded."). */
  title?: ReactNode | undefined;
  /** The failure; its text is shown in the user's language. */
  error: unknown;
  /** Loads again (the retry path every load failure must offer). */
  onRetry: () => void;
}

/** Data could not be loaded: what failed, why, and a "Try again" button. */
export function LoadErrorBanner({ title, error, onRetry, ...rest }: LoadErrorBannerProps) {
  const common = useCommonMessages();
  const errorText = useErrorText();
  return (
    <Banner
      {...rest}
      tone="error"
      title={title}
      actions={
        <Button variant="secondary" onClick={onRetry}>
          {common('actions.retry')}
        </Button>
      }
    >
      {errorText(error)}
    </Banner>
  );
}
