import type { MouseEvent } from 'react';
import type { Brand } from '../../core/brand/brand-schema';
import { useCommonMessages, useLanguage, useMessages } from '../i18n/use-messages';
import { BRAND_FOOTER_NAMESPACE, brandFooterMessages } from './messages';

/** Which link of the footer was clicked. */
export type BrandFooterLinkKind =
  'email' | 'phone' | 'whatsapp' | 'terms' | 'privacy' | 'fees' | 'appStore' | 'googlePlay';

export interface BrandFooterProps {
  brand: Brand;
  /** Show the App Store and Google Play links (the portal does; a partner page usually does not). */
  showStoreLinks?: boolean;
  /**
   * Called before a link is followed; return false to keep the browser from following it (a widget lets its
   * host decide, through a cancelable event).
   */
  onLinkClick?: (kind: BrandFooterLinkKind, href: string) => boolean;
}

/** Support contacts (e-mail, phone, WhatsApp), legal links, store links and the regulator's text of a brand. */
/** The brand's regulator text in `language` when brand.json has it, else in English. */
export function regulatorText(
  brand: Pick<Brand, 'regulatorFooter' | 'regulatorFooterTranslations'>,
  language: string,
): { text: string; lang: string } {
  const translations: Readonly<Record<string, string | undefined>> = brand.regulatorFooterTranslations ?? {};
  const translated = translations[language];
  return translated ? { text: translated, lang: language } : { text: brand.regulatorFooter, lang: 'en' };
}

export function BrandFooter({ brand, showStoreLinks = false, onLinkClick }: BrandFooterProps) {
  const t = useMessages(BRAND_FOOTER_NAMESPACE, brandFooterMessages);
  const common = useCommonMessages();
  const { support, legalLinks, storeLinks } = brand;
  const regulator = regulatorText(brand, useLanguage());

  function follow(kind: BrandFooterLinkKind) {
    return (event: MouseEvent<HTMLAnchorElement>) => {
      if (onLinkClick && !onLinkClick(kind, event.currentTarget.href)) event.preventDefault();
    };
  }

  const newTab = <span className="wallet-visually-hidden"> ({t('newTab')})</span>;

  return (
    <footer part="base" className="wallet-brand-footer">
      <div part="contacts" className="wallet-brand-footer__contacts">
        <p className="wallet-brand-footer__title">{t('contactsTitle', { brand: brand.name })}</p>
        <ul className="wallet-brand-footer__list">
          <li>
            <span className="wallet-brand-footer__label">{common('footer.email')}</span>{' '}
            <a part="link" href={`mailto:${support.email}`} onClick={follow('email')}>
              {support.email}
            </a>
          </li>
          <li>
            <span className="wallet-brand-footer__label">{common('footer.phone')}</span>{' '}
            <a part="link" href={`tel:${support.phone.replaceAll(' ', '')}`} onClick={follow('phone')}>
              {support.phone}
            </a>
          </li>
          <li>
            <a
              part="link"
              href={`https://wa.me/${support.whatsapp.slice(1)}`}
              target="_blank"
              rel="noopener noreferrer"
              onClick={follow('whatsapp')}
            >
              {t('whatsappChat')}
              {newTab}
            </a>
          </li>
        </ul>
      </div>
      <ul part="links" className="wallet-brand-footer__links" aria-label={t('legalLinks')}>
        {(['terms', 'privacy', 'fees'] as const).map((kind) => (
          <li key={kind}>
            <a part="link" href={legalLinks[kind]} target="_blank" rel="noopener noreferrer" onClick={follow(kind)}>
              {common(`footer.${kind}`)}
              {newTab}
            </a>
          </li>
        ))}
      </ul>
      {showStoreLinks && (
        <ul part="stores" className="wallet-brand-footer__links" aria-label={t('appsTitle')}>
          {(['appStore', 'googlePlay'] as const).map((kind) => (
            <li key={kind}>
              <a part="link" href={storeLinks[kind]} target="_blank" rel="noopener noreferrer" onClick={follow(kind)}>
                {common(`footer.${kind}`)}
                {newTab}
              </a>
            </li>
          ))}
        </ul>
      )}
      {/* brand.json gives the text per language; a language it lacks shows the English, marked as such. */}
      <p part="regulator" className="wallet-brand-footer__regulator" lang={regulator.lang}>
        {regulator.text}
      </p>
    </footer>
  );
}
