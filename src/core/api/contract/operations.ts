/** The registry of every operation the client calls. Sandbox routes and docs/api.md are built from it. */
import * as accounts from './accounts';
import * as auth from './auth';
import * as customer from './customer';
import * as globalClaim from './global-claim';
import * as registration from './registration';
import * as newsNotifications from './news-notifications';
import * as loginHistory from './login-history';
import * as contracts from './contracts';
import * as support from './support';
import * as merchantButtons from './merchant-buttons';
import * as invoices from './invoices';
import * as p2p from './p2p';
import * as kyc from './kyc';
import * as payButton from './pay-button';
import * as limits from './limits';
import * as approvals from './approvals';
import type { MethodOperation, Operation, RestOperation } from './define';

export const operations = {
  login: auth.login,
  token: auth.token,
  refresh: auth.refresh,
  logout: auth.logout,
  loginConfirm: auth.loginConfirm,
  pushResend: auth.pushResend,
  scpRequest: auth.scpRequest,
  storesUrlsSend: auth.storesUrlsSend,
  devicesList: auth.devicesList,
  deviceCreate: auth.deviceCreate,
  deviceDelete: auth.deviceDelete,
  twoStepStart: auth.twoStepStart,
  twoStepConfirm: auth.twoStepConfirm,
  seiAuthorize: auth.seiAuthorize,
  seiAuthorizeDecide: auth.seiAuthorizeDecide,
  customerInfoGet: customer.customerInfoGet,
  userAccessInfoGet: customer.userAccessInfoGet,
  userAccessList: customer.userAccessList,
  ipInfo: customer.ipInfo,
  checkEmail: customer.checkEmail,
  balanceInquiry: accounts.balanceInquiry,
  globalTransferDetailsGet: globalClaim.globalTransferDetailsGet,
  globalTransferCountriesGet: globalClaim.globalTransferCountriesGet,
  globalTransferMethodsGet: globalClaim.globalTransferMethodsGet,
  globalTransferMetaGet: globalClaim.globalTransferMetaGet,
  globalTransferExtraParamsGet: globalClaim.globalTransferExtraParamsGet,
  globalTransferLastWithdrawalsGet: globalClaim.globalTransferLastWithdrawalsGet,
  globalTransferWithdrawalDetailsGet: globalClaim.globalTransferWithdrawalDetailsGet,
  globalTransferCardBinBlacklistGet: globalClaim.globalTransferCardBinBlacklistGet,
  globalTransferBinLookup: globalClaim.globalTransferBinLookup,
  globalTransferSwiftLookup: globalClaim.globalTransferSwiftLookup,
  globalTransferIbanLookup: globalClaim.globalTransferIbanLookup,
  globalTransferInstantDetailsGet: globalClaim.globalTransferInstantDetailsGet,
  globalTransferInstantBanksGet: globalClaim.globalTransferInstantBanksGet,
  globalTransferSubmit: globalClaim.globalTransferSubmit,
  globalTransferApprove: globalClaim.globalTransferApprove,
  globalTransferApprovalResend: globalClaim.globalTransferApprovalResend,
  globalTransferCancel: globalClaim.globalTransferCancel,
  personalAccountCreate: registration.personalAccountCreate,
  checkPhone: registration.checkPhone,
  accountActivate: registration.accountActivate,
  businessAccountActivate: registration.businessAccountActivate,
  activationCodeResend: registration.activationCodeResend,
  passwordResetRequest: registration.passwordResetRequest,
  passwordResetCodeCheck: registration.passwordResetCodeCheck,
  passwordResetChange: registration.passwordResetChange,
  emailConfirm: registration.emailConfirm,
  newsList: newsNotifications.newsList,
  newsGet: newsNotifications.newsGet,
  newsMarkRead: newsNotifications.newsMarkRead,
  newsConfirmationList: newsNotifications.newsConfirmationList,
  newsConfirmationDecide: newsNotifications.newsConfirmationDecide,
  notificationList: newsNotifications.notificationList,
  notificationMarkRead: newsNotifications.notificationMarkRead,
  notificationSettingsGet: newsNotifications.notificationSettingsGet,
  notificationSettingsUpdate: newsNotifications.notificationSettingsUpdate,
  loginHistoryGet: loginHistory.loginHistoryGet,
  contractStats: contracts.contractStats,
  supportMe: support.supportMe,
  supportAgentGet: support.supportAgentGet,
  merchantButtonList: merchantButtons.merchantButtonList,
  merchantButtonGet: merchantButtons.merchantButtonGet,
  merchantButtonCreate: merchantButtons.merchantButtonCreate,
  merchantButtonUpdate: merchantButtons.merchantButtonUpdate,
  merchantButtonDelete: merchantButtons.merchantButtonDelete,
  paymentButtonSettingsGet: merchantButtons.paymentButtonSettingsGet,
  paymentButtonSettingsUpdate: merchantButtons.paymentButtonSettingsUpdate,
  paymentButtonSettingsNewSecret: merchantButtons.paymentButtonSettingsNewSecret,
  merchantLogoList: merchantButtons.merchantLogoList,
  merchantLogoCreate: merchantButtons.merchantLogoCreate,
  merchantLogoGet: merchantButtons.merchantLogoGet,
  merchantLogoUpdate: merchantButtons.merchantLogoUpdate,
  merchantLogoDelete: merchantButtons.merchantLogoDelete,
  checkUrls: merchantButtons.checkUrls,
  exchangeRateGet: p2p.exchangeRateGet,
  checkPayee: p2p.checkPayee,
  p2pTransferFee: p2p.p2pTransferFee,
  p2pTransfer: p2p.p2pTransfer,
  transferApprove: p2p.transferApprove,
  approvalResend: p2p.approvalResend,
  transferStatusGet: p2p.transferStatusGet,
  invoiceListReceived: invoices.invoiceListReceived,
  invoiceListSent: invoices.invoiceListSent,
  invoiceGet: invoices.invoiceGet,
  invoiceCreate: invoices.invoiceCreate,
  invoiceReject: invoices.invoiceReject,
  fundingInvoiceCreate: invoices.fundingInvoiceCreate,
  profileInfoGet: kyc.profileInfoGet,
  documentTypesGet: kyc.documentTypesGet,
  customerDocumentUpload: kyc.customerDocumentUpload,
  addressCreate: kyc.addressCreate,
  addressReplace: kyc.addressReplace,
  phoneAdd: kyc.phoneAdd,
  phoneReplace: kyc.phoneReplace,
  phoneVerify: kyc.phoneVerify,
  confirmPhone: kyc.confirmPhone,
  emailConfirmRequest: kyc.emailConfirmRequest,
  customerTaxNumberUpdate: kyc.customerTaxNumberUpdate,
  customerLimitReasonGet: kyc.customerLimitReasonGet,
  customerLimitReasonDocumentUpload: kyc.customerLimitReasonDocumentUpload,
  dueDiligenceInfoGet: kyc.dueDiligenceInfoGet,
  kycCustomerInfoGet: kyc.kycCustomerInfoGet,
  kycRequestGet: kyc.kycRequestGet,
  personalFatcaCrsCertificationGet: kyc.personalFatcaCrsCertificationGet,
  personalFatcaCrsCertificationUpdate: kyc.personalFatcaCrsCertificationUpdate,
  personalWFormUpload: kyc.personalWFormUpload,
  personalCertificateOfLossOfNationalityUpload: kyc.personalCertificateOfLossOfNationalityUpload,
  identityVerificationStart: kyc.identityVerificationStart,
  identityVerificationGet: kyc.identityVerificationGet,
  payButtonGet: payButton.payButtonGet,
  merchantIpnAttemptList: payButton.merchantIpnAttemptList,
  identityVerificationRetry: kyc.identityVerificationRetry,
  identityJobGet: kyc.identityJobGet,
  birthCountriesGet: kyc.birthCountriesGet,
  kycDictionariesGet: kyc.kycDictionariesGet,
  kycCustomerPersonalInfoUpdate: kyc.kycCustomerPersonalInfoUpdate,
  customerLimitsGet: limits.customerLimitsGet,
  maxAmountGet: limits.maxAmountGet,
  businessTransactionRequestList: approvals.businessTransactionRequestList,
  businessTransactionMassList: approvals.businessTransactionMassList,
  businessTransactionApprove: approvals.businessTransactionApprove,
  businessTransactionMassApprove: approvals.businessTransactionMassApprove,
  businessTransactionRequestConfirm: approvals.businessTransactionRequestConfirm,
  businessTransactionApprovalResend: approvals.businessTransactionApprovalResend,
  businessUserList: approvals.businessUserList,
  transactionRequestCounts: approvals.transactionRequestCounts,
} satisfies Record<string, Operation>;

export type OperationKey = keyof typeof operations;

const allOperations: Operation[] = Object.values(operations);

export const methodOperations: MethodOperation[] = allOperations.filter(
  (operation): operation is MethodOperation => operation.kind === 'method',
);

export const restOperations: RestOperation[] = allOperations.filter(
  (operation): operation is RestOperation => operation.kind === 'rest',
);
