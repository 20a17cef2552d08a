import { useCallback } from 'react';
import { useTranslation } from './i18n-react';
import { errorText, type ErrorTextKey } from '../../core/api/errors';

/**
 * Turns any failure into the text to show, in the user's language: the server's own words when it sent some,
 * otherwise our translated text (spec 1 section 8).
 */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation('common');
  return useCallback((error: unknown) => errorText(error, (key: ErrorTextKey) => t(key)), [t]);
}
