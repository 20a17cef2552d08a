/**
 * The access rule of every operation that acts for a customer (named methods with `actingCustomer`, REST operations
 * with `actingCustomerHeader`): one declaration per operation, checked once by the dispatchers (routes/contract.ts)
 * before the handler runs. What the levels allow is in domain/access-rights.ts; the choices where the spec is silent
 * are in docs/decisions.md ("Access rights enforced by the sandbox").
 *
 * A new operation that acts for a customer must be added here: the sandbox refuses to start without its rule, and
 * operation-access.test.ts names the missing ones.
 */
import type { Operation } from '../../src/core/api/contract/define';
import { operations } from '../../src/core/api/contract/operations';
import type { AccessLevel, AccessRule } from '../domain/access-rights';
import type { AccessArea } from '../domain/users';
import type { MethodKey, RestKey } from './contract';

/** Only that the user may act for the customer: the session, terms, support. */
const ANY: AccessRule = { customer: 'any' };

function area(name: AccessArea, level: AccessLevel, options: { balances?: true } = {}): AccessRule {
  return { area: name, level, ...options };
}

const accounts = (level: AccessLevel) => area('accounts', level);
/** Balances, history and statements: the accounts right and the access's balanceInfo flag. */
const balances = (name: AccessArea = 'accounts') => area(name, 'read', { balances: true });
const transfers = (level: AccessLevel) => area('transfers', level);
const cards = (level: AccessLevel) => area('cards', level);
const invoices = (level: AccessLevel) => area('invoices', level);
const documents = (level: AccessLevel) => area('documents', level);
const merchant = (level: AccessLevel) => area('merchant', level);
const users = (level: AccessLevel) => area('users', level);

export const OPERATION_ACCESS: Readonly<Partial<Record<MethodKey | RestKey, AccessRule>>> = {
  // Session and the customer's own standing.
  customerInfoGet: ANY,
  userAccessInfoGet: ANY,
  termsAccept: ANY,
  legalInfoGet: ANY,
  agreementDownload: ANY,

  // Accounts: balances, history, statements, new accounts, funding.
  balanceInquiry: balances(),
  transactionHistoryGet: balances(),
  transactionExport: balances(),
  transactionExportStatus: balances(),
  transactionExportSendToEmail: balances(),
  transactionHistoryExportList: balances(),
  statementTotalsGet: balances(),
  statementPdfGenerate: balances(),
  transactionReceiptPdfGenerate: balances(),
  currencyAccountAdd: accounts('write'),
  digitalWalletCreate: accounts('write'),
  paymentInstructionsGet: accounts('read'),
  paymentInstructionMarkViewed: accounts('read'),
  fundingInvoiceCreate: accounts('write'),
  accountConfirmationLetterGenerate: accounts('read'),

  // Transfers: wallet users and own accounts.
  checkPayee: transfers('read'),
  p2pTransferFee: transfers('read'),
  p2pTransfer: transfers('initiate'),
  transferApprove: transfers('initiate'),
  approvalResend: transfers('initiate'),
  transferStatusGet: transfers('read'),
  fundsTransferFee: transfers('read'),
  fundsTransfer: transfers('initiate'),
  paymentTemplatesGet: transfers('read'),
  recentTransfersGet: transfers('read'),
  p2pFromEmailsGet: transfers('read'),
  preApprovedPaymentList: transfers('read'),
  preApprovedPaymentCancel: transfers('write'),
  blacklistList: transfers('read'),
  blacklistAdd: transfers('write'),
  blacklistDelete: transfers('write'),
  customerLimitsGet: transfers('read'),
  maxAmountGet: transfers('read'),

  // Transfers: out of the wallet.
  externalTransfersAvailableGet: transfers('read'),
  externalTransferMethodsGet: transfers('read'),
  externalTransferExtraParamsGet: transfers('read'),
  externalTransferQuoteGet: transfers('read'),
  externalTransferSubmit: transfers('initiate'),
  externalTransferApprove: transfers('initiate'),
  externalTransferApprovalResend: transfers('initiate'),
  externalTemplatesGet: transfers('read'),
  externalRecentTransfersGet: transfers('read'),
  externalRecentTransferDetailsGet: transfers('read'),

  // Transfers: mass files and global-pay batches.
  p2pMassTransfer: transfers('initiate'),
  massWireTransfer: transfers('initiate'),
  massEftTransfer: transfers('initiate'),
  massOctTransfer: transfers('initiate'),
  massCryptoTransfer: transfers('initiate'),
  massTransferApprove: transfers('initiate'),
  massTransferApprovalResend: transfers('initiate'),
  p2pGlobalPayMethodsGet: transfers('read'),
  p2pGlobalPayMetaGet: transfers('read'),
  p2pGlobalPaySubmit: transfers('initiate'),
  p2pGlobalPayApprove: transfers('initiate'),
  p2pGlobalPayApprovalResend: transfers('initiate'),
  globalPayBatchUpload: transfers('initiate'),
  globalPayBatchGet: transfers('read'),
  globalPayCountryMethodsGet: transfers('read'),
  globalPayCountryMethodDetailsGet: transfers('read'),
  globalPayBatchStatusGet: transfers('read'),
  globalPayBatchPaymentAdd: transfers('initiate'),
  globalPayBatchPaymentUpdate: transfers('initiate'),
  globalPayBatchPaymentRemove: transfers('initiate'),
  globalPayBatchPaymentRestore: transfers('initiate'),
  globalPayBatchFeeSideSet: transfers('initiate'),
  globalPayBatchMethodForbiddenSet: transfers('initiate'),
  globalPayBatchFullUpdate: transfers('initiate'),
  globalPayBatchSubmit: transfers('initiate'),
  globalPayBatchApprove: transfers('initiate'),
  globalPayBatchApprovalResend: transfers('initiate'),
  globalPayBatchCancel: transfers('initiate'),
  batchTransferList: transfers('read'),
  batchTransferGet: transfers('read'),
  batchTransferViewFile: transfers('read'),

  // Transfers: transaction requests of initiators, decided by others.
  businessTransactionRequestList: transfers('read'),
  businessTransactionMassList: transfers('decide'),
  businessTransactionApprove: transfers('decide'),
  businessTransactionMassApprove: transfers('decide'),
  businessTransactionRequestConfirm: transfers('decide'),
  businessTransactionApprovalResend: transfers('decide'),
  businessUserList: transfers('read'),
  transactionRequestCounts: transfers('read'),

  // Transfers: revenue-split contracts (the contracts API).
  contractStats: transfers('read'),
  contractList: transfers('read'),
  contractGet: transfers('read'),
  companyList: transfers('read'),
  customerLookup: transfers('read'),
  contractCheckSigner: transfers('read'),
  contractPdfUrl: transfers('read'),
  contractCreate: transfers('write'),
  contractVerify: transfers('write'),
  contractCancel: transfers('write'),
  contractReject: transfers('write'),
  contractTerminate: transfers('write'),
  contractTerminateCancel: transfers('write'),
  contractTerminateNow: transfers('write'),
  contractSignUrl: transfers('write'),
  contractIdentificationStarted: transfers('write'),
  contractIdentificationPush: transfers('write'),
  splitPaySignerIdentification: transfers('write'),
  ipPrivacyCheck: transfers('read'),

  // Cards.
  cardDetailsGet: cards('read'),
  cardBalanceGet: balances('cards'),
  cardDebitHistory: balances('cards'),
  cardAuthorizationHistory: balances('cards'),
  // The holds on a current account are part of its balance: the accounts right with balance information.
  currentAccountAuthorizationHistory: balances(),
  cardExtrasGet: cards('read'),
  cardLoadQuote: cards('read'),
  applyForCardInfo: cards('read'),
  cardConfirmInfo: cards('read'),
  cardActivationData: cards('read'),
  crossPlatformRequirementGet: cards('read'),
  cardPause: cards('write'),
  cardUnpause: cards('write'),
  cardBlock: cards('write'),
  cardSetAlias: cards('write'),
  cardActivation: cards('write'),
  cardChangePin: cards('write'),
  cardShowPin: cards('write'),
  cardGetPin: cards('write'),
  // The code that unlocks the full number and CVV (cardDetailsGet with it): as sensitive as the PIN, so only users who
  // may act on the card get one; cardDetailsGet without a code shows the masked details to readers.
  cardDetailsApprovalStart: cards('write'),
  cardEnrol: cards('write'),
  crossPlatformRequirementUpload: cards('write'),
  // Card money movement and fees have no transaction-request path: full access.
  cardLoad: cards('full'),
  cardOrder: cards('full'),
  cardConfirm: cards('full'),
  cardReissue: cards('full'),
  cardUpgradeShipping: cards('full'),

  // Invoices (requesting money).
  invoiceListReceived: invoices('read'),
  invoiceListSent: invoices('read'),
  invoiceGet: invoices('read'),
  invoiceCreate: invoices('write'),
  invoiceReject: invoices('write'),

  // Company documents, company details and the customer's verification (KYC, tax forms).
  businessInfoGet: documents('read'),
  businessRepresentativeList: documents('read'),
  businessRepresentativeInfo: documents('read'),
  // Who represents the company and where they live are company details: changed by those who may change the details.
  businessRepresentativeDelete: documents('full'),
  representativeAddressCreate: documents('full'),
  representativeAddressConfirm: documents('full'),
  businessDeclarationsGet: documents('read'),
  businessFatcaCrsCertificationGet: documents('read'),
  businessDocumentUpload: documents('upload'),
  businessDeclarationSend: documents('upload'),
  businessFatcaCrsCertificationUpdate: documents('upload'),
  businessWFormUpload: documents('upload'),
  businessCertificateOfLossOfNationalityUpload: documents('upload'),
  businessInfoUpdate: documents('full'),
  financialDetailUpdate: documents('full'),
  dueDiligenceUpdate: documents('full'),
  profileInfoGet: documents('read'),
  customerLimitReasonGet: documents('read'),
  dueDiligenceInfoGet: documents('read'),
  kycCustomerInfoGet: documents('read'),
  kycRequestGet: documents('read'),
  personalFatcaCrsCertificationGet: documents('read'),
  customerDocumentUpload: documents('upload'),
  customerLimitReasonDocumentUpload: documents('upload'),
  personalFatcaCrsCertificationUpdate: documents('upload'),
  personalWFormUpload: documents('upload'),
  personalCertificateOfLossOfNationalityUpload: documents('upload'),
  addressCreate: documents('write'),
  addressReplace: documents('write'),
  addressReplaceCompatibilityCheck: documents('read'),
  phoneAdd: documents('write'),
  phoneReplace: documents('write'),
  confirmPhone: documents('write'),
  emailConfirmRequest: documents('write'),
  customerTaxNumberUpdate: documents('write'),
  kycCustomerPersonalInfoUpdate: documents('write'),

  // The company's users and contacts: every user sees them; changing them needs full access to users.
  companyUserList: accounts('read'),
  businessPotentialUserList: users('full'),
  businessUserRightsUpdate: users('full'),
  businessUserAdd: users('full'),
  businessUserRemove: users('full'),
  emailList: ANY,
  addressList: ANY,
  emailAdd: users('full'),
  emailDelete: users('full'),
  emailSetPrimary: users('full'),
  emailConfirmationSend: users('full'),
  addressUpdate: users('full'),
  addressDelete: users('full'),
  addressConfirm: users('full'),

  // Merchant services: buttons, settings, logos and tools read with any right, changed with full access.
  merchantButtonList: merchant('read'),
  merchantButtonGet: merchant('read'),
  merchantButtonCreate: merchant('full'),
  merchantButtonUpdate: merchant('full'),
  merchantButtonDelete: merchant('full'),
  paymentButtonSettingsGet: merchant('read'),
  paymentButtonSettingsUpdate: merchant('full'),
  paymentButtonSettingsNewSecret: merchant('full'),
  merchantLogoList: merchant('read'),
  merchantLogoGet: merchant('read'),
  merchantLogoCreate: merchant('full'),
  merchantLogoUpdate: merchant('full'),
  merchantLogoDelete: merchant('full'),
  merchantIpnAttemptList: merchant('read'),
  merchantSubscriberList: merchant('read'),
  merchantSubscriptionCancel: merchant('full'),
  merchantInstallmentList: merchant('read'),
  merchantIdentityFeeGet: merchant('read'),
  merchantIdentityCreate: merchant('full'),
  merchantIdentityList: merchant('read'),
  merchantReputationList: merchant('read'),
  merchantIpnMessageGet: merchant('read'),
  merchantIpnMessageConfirm: merchant('full'),
  // The internal pages (API keys, allowed IPs, API log, webhooks) need full access, reading included (spec 3 §6).
  merchantApiKeyList: merchant('full'),
  merchantApiKeyCreate: merchant('full'),
  merchantApiKeyUpdate: merchant('full'),
  merchantApiKeyDelete: merchant('full'),
  merchantAllowedIpList: merchant('full'),
  merchantAllowedIpCreate: merchant('full'),
  merchantAllowedIpUpdate: merchant('full'),
  merchantAllowedIpDelete: merchant('full'),
  merchantApiRequestList: merchant('full'),
  merchantWebhookList: merchant('full'),
  merchantWebhookCreate: merchant('full'),
  merchantWebhookUpdate: merchant('full'),
  merchantWebhookDelete: merchant('full'),
  merchantWebhookPing: merchant('full'),
  merchantWebhookRequestList: merchant('full'),

  // The support desk: the user's own tickets under the company's address.
  supportTokenIssue: ANY,
  supportMe: ANY,
  supportTicketsList: ANY,
  supportTicketGet: ANY,
  supportTicketCompose: ANY,
  supportTicketCreate: ANY,
  supportTicketUpdate: ANY,
  supportThreadSend: ANY,
  supportThreadGet: ANY,
  supportConversations: ANY,
  supportUpload: ANY,
  supportAttachmentGet: ANY,
};

/** Whether the operation acts for a customer (and so must declare its access rule). */
export function actsForCustomer(operation: Operation): boolean {
  return operation.kind === 'method' ? operation.actingCustomer : operation.actingCustomerHeader === true;
}

/** The operations that act for a customer without a declared rule (none, or the sandbox does not start). */
export function undeclaredOperations(all: Readonly<Record<string, Operation>> = operations): string[] {
  return Object.entries(all)
    .filter(([key, operation]) => actsForCustomer(operation) && !(key in OPERATION_ACCESS))
    .map(([key]) => key);
}

/** Rules for operations that do not act for a customer: a declaration there would never be checked. */
export function strayDeclarations(all: Readonly<Record<string, Operation>> = operations): string[] {
  return Object.keys(OPERATION_ACCESS).filter((key) => !all[key] || !actsForCustomer(all[key]));
}

/** The rule of an operation that acts for a customer; throws for one without (a programming error). */
export function accessRuleOf(key: string): AccessRule {
  const rule = (OPERATION_ACCESS as Record<string, AccessRule | undefined>)[key];
  if (!rule) throw new Error(`Operation ${key} acts for a customer but declares no access rule (operation-access.ts)`);
  return rule;
}

/** Fails the sandbox's start when an operation that acts for a customer has no rule, or a rule has no operation. */
export function assertAccessRulesComplete(): void {
  const missing = undeclaredOperations();
  const stray = strayDeclarations();
  if (missing.length > 0 || stray.length > 0)
    throw new Error(
      `Access rules (sandbox/routes/operation-access.ts): ${[
        missing.length > 0 ? `missing for ${missing.join(', ')}` : '',
        stray.length > 0 ? `declared for operations that do not act for a customer: ${stray.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('; ')}`,
    );
}
