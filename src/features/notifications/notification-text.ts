/**
 * The translated title and text of a notice (spec 3 section 3.11 types, spec 1 section 4 session events). Known
 * types are always shown in the interface language from the notice's data (document type, username, batch, card,
 * contract, mode, a returned transfer's amount and payee); the server's own title and message are used only for
 * `info` and for types this client does not know yet, so a new server type still reads sensibly.
 */
import type { TFunction } from '../../core/i18n/i18n';
import { isNotificationType } from '../../core/api/contract/news-notifications';
import { formatMoney } from '../../core/money/money';

export interface NoticeLike {
  type: string;
  severity: 'info' | 'success' | 'warning' | 'error';
  title?: string | null | undefined;
  message?: string | null | undefined;
  data?: Readonly<Record<string, unknown>> | null | undefined;
}

export interface NoticeText {
  /** "Error", "Warning"...: read before the title by screen readers, shown as the toast's tone. */
  severity: string;
  title: string;
  body: string;
}

const KNOWN_MODES = new Set(['push', 'sms', 'otp', 'approvalCode', 'none']);

function text(value: unknown): string | null {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

function upperFirst(value: string): string {
  return value.charAt(0).toLocaleUpperCase() + value.slice(1);
}

/**
 * A document's name by its type code (`documentType`: the documents dictionary's type id, or a named check such as
 * `videoIdentity`); the server's English `document` only for a type this client does not know yet.
 */
function documentName(data: NoticeLike['data'], t: TFunction): string {
  const fallback = text(data?.document) ?? t('fallback.document');
  const code = text(data?.documentType);
  return code ? t(`documentTypes.${code}`, { defaultValue: fallback }) : fallback;
}

/**
 * A notice's reason: by its code (`reasonCode`, set when the sandbox gave its own reason, e.g. the payout network's
 * "account closed") in the interface language; otherwise the free text a reviewer or bank wrote, as written.
 */
function reasonText(data: NoticeLike['data'], t: TFunction): string | null {
  const written = text(data?.reason);
  const code = text(data?.reasonCode);
  return code ? t(`reasons.${code}`, { defaultValue: written ?? '' }) || null : written;
}

/** A returned transfer's amount in the customer's format, its payee and id; null when the notice lacks one. */
function transferParams(data: NoticeLike['data'], locale: string): Record<string, string> | null {
  const amount = text(data?.amount);
  const currency = text(data?.currency);
  const beneficiary = text(data?.beneficiaryName);
  const reference = text(data?.transferId);
  if (!amount || !currency || !beneficiary || !reference) return null;
  return { amount: formatMoney(amount, currency, locale), beneficiary, reference };
}

function params(data: NoticeLike['data'], t: TFunction, locale: string): Record<string, string> {
  const batchId = text(data?.batchId);
  const contractId = text(data?.contractId);
  const mode = text(data?.mode);
  return {
    ...transferParams(data, locale),
    document: documentName(data, t),
    username: text(data?.username) ?? '',
    batch: text(data?.batchName) ?? (batchId ? `#${batchId}` : t('fallback.batch')),
    card: text(data?.cardNumber) ?? t('fallback.card'),
    contract: text(data?.contractName) ?? (contractId ? `#${contractId}` : t('fallback.contract')),
    mode: mode && KNOWN_MODES.has(mode) ? t(`modes.${mode}`) : t('fallback.mode'),
  };
}

/** `t` must be the notifications namespace's; `locale` formats amounts (the interface language). */
export function noticeText(notice: NoticeLike, t: TFunction, locale = 'en'): NoticeText {
  const severity = t(`severity.${notice.severity}`);
  if (notice.type === 'info' || !isNotificationType(notice.type)) {
    const key = notice.type === 'info' ? 'info' : 'unknown';
    return { severity, title: text(notice.title) ?? t(`types.${key}.title`), body: text(notice.message) ?? '' };
  }
  // PasswordChange: success, or 'Confirmation canceled' (spec 1 section 4 "Real-time notifications").
  const key =
    notice.type === 'PasswordChange' && notice.severity !== 'success' ? 'PasswordChangeCanceled' : notice.type;
  const values = { ...params(notice.data, t, locale), interpolation: { escapeValue: false } };
  // A returned transfer without its amount, payee or id (an older notice) says so without them.
  const bodyKey = key === 'externalTransferRejected' && !transferParams(notice.data, locale) ? 'bodyPlain' : 'body';
  const body = upperFirst(t(`types.${key}.${bodyKey}`, values));
  const reason = reasonText(notice.data, t);
  return {
    severity,
    title: t(`types.${key}.title`, values),
    body: reason ? `${body} ${t('reason', { reason, interpolation: { escapeValue: false } })}` : body,
  };
}
