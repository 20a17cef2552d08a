import { brokenPasswordRules, PASSWORD_RULES } from '../../core/api/contract/registration';
import { classNames } from '../class-names';
import { useCommonMessages } from '../i18n/use-messages';

export interface PasswordRulesProps {
  /** Referenced by the password field's `aria-describedby`. */
  id: string;
  password: string;
}

/**
 * The brand's password rules, each marked done or missing once the user types (registration, password reset, password
 * change). The state of each rule is spelled out for screen readers, not only shown by colour and mark.
 */
export function PasswordRules({ id, password }: PasswordRulesProps) {
  const t = useCommonMessages();
  const broken = new Set(brokenPasswordRules(password));
  return (
    <div id={id} className="wallet-password-rules">
      <p className="wallet-field__hint">{t('passwordRules.title')}</p>
      <ul>
        {PASSWORD_RULES.map((rule) => {
          const met = password !== '' && !broken.has(rule.id);
          return (
            <li
              key={rule.id}
              className={classNames('wallet-password-rules__rule', met && 'wallet-password-rules__rule--met')}
            >
              <span aria-hidden="true">{met ? '✓' : '•'}</span> {t(`passwordRules.rule.${rule.id}`)}
              {/* Nothing typed yet: the rules are a list to read, not each "missing" (issue 33). */}
              {password !== '' && (
                <span className="wallet-visually-hidden">
                  {' '}
                  ({met ? t('passwordRules.met') : t('passwordRules.notMet')})
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
