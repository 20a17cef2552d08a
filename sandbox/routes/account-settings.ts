/**
 * Named methods of account security and settings (spec 2 sections 5, 7, 8): password change and its confirmation,
 * pending terms, legal information and agreement PDFs, the payout blacklist and the IP whitelist.
 */
import type { Hono } from 'hono';
import { RESPONSE_CODES } from '../../src/core/api/contract/envelope';
import { agreementPdfPath, SERVICE_TERMS_ID } from '../../src/core/api/contract/settings';
import type { SandboxContext } from '../context';
import { requestLanguage } from '../domain/global-transfers';
import {
  acceptedTerms,
  acceptTerms,
  agreementTitle,
  addIpEntry,
  addToBlacklist,
  AGREEMENTS,
  blacklistOf,
  confirmPasswordChange,
  deleteIpEntry,
  findAgreement,
  ipEntriesOf,
  ipModeOf,
  removeFromBlacklist,
  renderAgreementPdf,
  setIpMode,
  startPasswordChange,
  type IpEntryRow,
} from '../domain/account-settings';
import type { MethodCallContext, MethodHandlers } from './contract';
import { actingCustomerOf, EnvelopeError, jsonResponse, signedIn } from './contract';
import { fileResponse } from './file-responses';
import type { SandboxEnv } from './env';

type SettingsMethods =
  | 'passwordChange'
  | 'passwordChangeConfirm'
  | 'termsAccept'
  | 'legalInfoGet'
  | 'agreementDownload'
  | 'blacklistList'
  | 'blacklistAdd'
  | 'blacklistDelete'
  | 'ipWhitelistGet'
  | 'ipWhitelistAdd'
  | 'ipWhitelistDelete'
  | 'ipWhitelistModeSet';

/** The terms a customer with the `acceptTerms` action must accept (see methods.ts, customer info). */
export const PENDING_TERMS_IDS: readonly string[] = [SERVICE_TERMS_ID];

export const AGREEMENT_PDF_PATTERN = '/legal/agreements/:file{[a-z0-9-]+\\.pdf}';

export function agreementPdfUrl(call: MethodCallContext, id: string): string {
  return new URL(agreementPdfPath(id), new URL(call.request.url).origin).href;
}

function ipEntryView(row: IpEntryRow) {
  return { id: row.id, ip: row.ip, toIp: row.to_ip, created: new Date(row.created_at).toISOString() };
}

function actingCustomerId(call: MethodCallContext): number {
  return actingCustomerOf(call).id;
}

export function accountSettingsHandlers(context: SandboxContext): Pick<MethodHandlers, SettingsMethods> {
  const { db } = context;
  return {
    passwordChange(input, call) {
      const { user, familyId } = signedIn(call);
      return startPasswordChange(context, user, familyId, input);
    },

    passwordChangeConfirm(input, call) {
      const { user, familyId } = signedIn(call);
      return {
        endedSessions: confirmPasswordChange(context, user, familyId, input.requestKey, input.code),
      };
    },

    termsAccept(input, call) {
      const { user } = signedIn(call);
      const customerId = actingCustomerId(call);
      return {
        accepted: acceptTerms(context, customerId, user.id, input.termsIds, PENDING_TERMS_IDS),
      };
    },

    legalInfoGet(_input, call) {
      signedIn(call);
      const customerId = actingCustomerId(call);
      const accepted = db
        .prepare('SELECT terms_id, accepted_at FROM terms_acceptances WHERE customer_id = ?')
        .all(customerId) as {
        terms_id: string;
        accepted_at: number;
      }[];
      const acceptedAt = new Map(accepted.map((row) => [row.terms_id, new Date(row.accepted_at).toISOString()]));
      return {
        agreements: AGREEMENTS.map((agreement) => ({
          id: agreement.id,
          title: agreementTitle(agreement, requestLanguage(call.request.headers.get('accept-language'))),
          version: agreement.version,
          effectiveDate: agreement.effectiveDate,
          acceptedAt: acceptedAt.get(agreement.id) ?? null,
        })),
      };
    },

    agreementDownload(input, call) {
      signedIn(call);
      if (!findAgreement(input.id))
        throw new EnvelopeError(RESPONSE_CODES.verifyError, 'No such agreement', {
          validationErrors: [{ field: 'id', description: 'No such agreement' }],
        });
      return { url: agreementPdfUrl(call, input.id) };
    },

    blacklistList(_input, call) {
      signedIn(call);
      return {
        users: blacklistOf(db, actingCustomerId(call)).map((row) => ({
          email: row.email,
          blockType: row.block_type,
          created: new Date(row.created_at).toISOString(),
        })),
      };
    },

    blacklistAdd(input, call) {
      signedIn(call);
      const customerId = actingCustomerId(call);
      addToBlacklist(context, customerId, input.email, input.blockType);
      return {};
    },

    blacklistDelete(input, call) {
      signedIn(call);
      const customerId = actingCustomerId(call);
      removeFromBlacklist(db, customerId, input.email);
      return {};
    },

    ipWhitelistGet(_input, call) {
      const { user } = signedIn(call);
      return {
        mode: ipModeOf(db, user.id),
        entries: ipEntriesOf(db, user.id).map(ipEntryView),
        currentIp: call.clientIp,
      };
    },

    ipWhitelistAdd(input, call) {
      const { user } = signedIn(call);
      return { entry: ipEntryView(addIpEntry(context, user.id, input.ip, input.toIp)) };
    },

    ipWhitelistDelete(input, call) {
      const { user } = signedIn(call);
      deleteIpEntry(db, user.id, input.id, call.clientIp);
      return {};
    },

    ipWhitelistModeSet(input, call) {
      const { user } = signedIn(call);
      return { mode: setIpMode(db, user.id, input.enable, call.clientIp) };
    },
  };
}

/** An agreement's title in the caller's language. */
export function agreementTitleFor(id: string, call: MethodCallContext): string {
  const agreement = findAgreement(id);
  return agreement ? agreementTitle(agreement, requestLanguage(call.request.headers.get('accept-language'))) : id;
}

/** Whether every pending term is accepted for the customer. */
export function pendingTermsAccepted(context: SandboxContext, customerId: number): boolean {
  const accepted = acceptedTerms(context.db, customerId);
  return PENDING_TERMS_IDS.every((id) => accepted.has(id));
}

/** Agreement PDFs: public documents, so no signature or bearer token is needed to open them. */
export function registerAgreementPdfRoute(app: Hono<SandboxEnv>): void {
  app.get(AGREEMENT_PDF_PATTERN, (c) => {
    const agreement = findAgreement(c.req.param('file').replace(/\.pdf$/, ''));
    if (!agreement) return jsonResponse({ message: 'Agreement not found' }, 404);
    return fileResponse(renderAgreementPdf(agreement), {
      contentType: 'application/pdf',
      disposition: 'inline',
      fileName: `${agreement.id}.pdf`,
      cacheControl: 'public, max-age=3600',
    });
  });
}
