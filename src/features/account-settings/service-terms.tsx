import type { Brand } from '../../core/brand/brand-schema';
import { Stack, useMessages } from '../../ui';
import { ACCOUNT_SETTINGS_NAMESPACE, accountSettingsMessages } from './messages';

/** The main points, in reading order. */
const POINTS = ['security', 'payments', 'safeguarding', 'closing'] as const;

/**
 * The public terms-of-service page (route legal.fundstr-tos): the main points in the reader's language, the full terms
 * on the brand's site and the governing PDF from the bank.
 */
export function ServiceTerms({ brand, pdfUrl }: { brand: Brand; pdfUrl: string }) {
  const t = useMessages(ACCOUNT_SETTINGS_NAMESPACE, accountSettingsMessages);
  return (
    <Stack gap="lg" className="wallet-settings">
      <h1>{t('serviceTerms.title')}</h1>
      <p>{t('serviceTerms.intro', { brand: brand.name })}</p>
      <ol>
        {POINTS.map((point) => (
          <li key={point}>{t(`serviceTerms.points.${point}`)}</li>
        ))}
      </ol>
      <ul className="wallet-settings__links">
        {brand.legalLinks?.terms && (
          <li>
            <a href={brand.legalLinks.terms} target="_blank" rel="noopener noreferrer">
              {t('serviceTerms.full')}
              <span className="wallet-visually-hidden"> ({t('legal.newTab')})</span>
            </a>
          </li>
        )}
        <li>
          <a href={pdfUrl} target="_blank" rel="noopener noreferrer">
            {t('serviceTerms.pdf')}
            <span className="wallet-visually-hidden"> ({t('legal.newTab')})</span>
          </a>
        </li>
      </ul>
    </Stack>
  );
}
