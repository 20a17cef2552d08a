/**
 * The reason of an open request to update personal details: by its code (`reasonCode`, set when the text is the
 * bank's own) in the reader's language from `reasons.<code>` under `prefix`; otherwise, or for a code this client
 * does not know yet, the reason as the server wrote it (a compliance officer's free text is shown as typed).
 */
import type { TFunction } from '../../core/i18n/i18n';

export function kycRequestReason(
  request: { reason: string; reasonCode?: string | undefined },
  t: TFunction,
  prefix: string,
): string {
  return request.reasonCode
    ? t(`${prefix}.reasons.${request.reasonCode}`, { defaultValue: request.reason })
    : request.reason;
}
