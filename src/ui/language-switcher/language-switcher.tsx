import { useId, type ChangeEvent } from 'react';
import { availableLanguages, isLanguage, LANGUAGE_ENDONYMS, setLanguage, type Language } from '../../core/i18n/i18n';
import { classNames } from '../class-names';
import { useCommonMessages, useI18n, useLanguage } from '../i18n/use-messages';

export interface LanguageSwitcherProps {
  /** The languages to offer (the brand's); defaults to those the i18n instance was created with. */
  languages?: readonly Language[] | undefined;
  /** Called with the chosen language. Without it the switcher changes the i18n instance's language itself. */
  onChange?: ((language: Language) => void) | undefined;
  /** Visible label; defaults to "Language" in the current language. */
  label?: string | undefined;
  hideLabel?: boolean | undefined;
  className?: string | undefined;
}

/**
 * A native select of languages, each named in its own language (a Russian speaker looks for "Русский", not
 * for "Russian" in a language they may not read). Renders nothing when there is only one language to offer.
 */
export function LanguageSwitcher({ languages, onChange, label, hideLabel = false, className }: LanguageSwitcherProps) {
  const t = useCommonMessages();
  const i18n = useI18n();
  const current = useLanguage();
  const id = useId();
  const offered = languages ?? availableLanguages(i18n);
  if (offered.length < 2) return null;

  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value;
    if (!isLanguage(next)) return;
    if (onChange) onChange(next);
    else void setLanguage(i18n, next);
  };

  return (
    <div className={classNames('wallet-language-switcher', className)}>
      <label htmlFor={id} className={hideLabel ? 'wallet-visually-hidden' : 'wallet-language-switcher__label'}>
        {label ?? t('language.label')}
      </label>
      <span className="wallet-language-switcher__control">
        <select
          id={id}
          className="wallet-select wallet-language-switcher__select"
          value={current}
          onChange={handleChange}
        >
          {offered.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_ENDONYMS[language]}
            </option>
          ))}
        </select>
        {/* The short form a narrow bar may show in place of the name (the select keeps the full name for
            assistive technology and in its list). */}
        <span className="wallet-language-switcher__code" aria-hidden="true">
          {current.toUpperCase()}
        </span>
      </span>
    </div>
  );
}
