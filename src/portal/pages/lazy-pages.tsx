import { lazy, Suspense, type ReactNode } from 'react';
import { Spinner, useMessages } from '../../ui';
import { PORTAL_NAMESPACE, portalMessages } from '../messages';

/**
 * Pages (and the signed-in layouts) loaded when first visited, so the first screen (usually login) downloads only what it shows
 * (ARCHITECTURE.md "Budgets": initial route at most 200 KB gzip, other routes lazy-loaded).
 */
export const AppLayout = lazy(() => import('../layouts/app-layout').then((module) => ({ default: module.AppLayout })));
export const FocusedLayout = lazy(() =>
  import('../layouts/focused-layout').then((module) => ({ default: module.FocusedLayout })),
);
export const HomePage = lazy(() => import('./home-page').then((module) => ({ default: module.HomePage })));
export const StartPage = lazy(() => import('./start-page').then((module) => ({ default: module.StartPage })));
export const SelectCompanyPage = lazy(() =>
  import('./select-company-page').then((module) => ({ default: module.SelectCompanyPage })),
);
export const TermsPage = lazy(() => import('./terms-page').then((module) => ({ default: module.TermsPage })));
export const SeiPage = lazy(() => import('./sei-page').then((module) => ({ default: module.SeiPage })));
export const RegisterPage = lazy(() =>
  import('./registration-pages').then((module) => ({ default: module.RegisterPage })),
);
export const BusinessRegistrationPage = lazy(() =>
  import('./business-registration-page').then((module) => ({ default: module.BusinessRegistrationPage })),
);
export const NewBusinessRegistrationPage = lazy(() =>
  import('./business-registration-page').then((module) => ({ default: module.NewBusinessRegistrationPage })),
);
export const NewProfilePage = lazy(() =>
  import('./business-registration-page').then((module) => ({ default: module.NewProfilePage })),
);
export const RegisterPersonalPage = lazy(() =>
  import('./registration-pages').then((module) => ({ default: module.RegisterPersonalPage })),
);
export const ActivatePage = lazy(() =>
  import('./registration-pages').then((module) => ({ default: module.ActivatePage })),
);
export const ActivationResendPage = lazy(() =>
  import('./registration-pages').then((module) => ({ default: module.ActivationResendPage })),
);
export const PasswordResetPage = lazy(() =>
  import('./registration-pages').then((module) => ({ default: module.PasswordResetPage })),
);
export const NewsPage = lazy(() => import('./news-page').then((module) => ({ default: module.NewsPage })));
export const NewsItemPage = lazy(() => import('./news-page').then((module) => ({ default: module.NewsItemPage })));
export const ProfileWithContactsPage = lazy(() =>
  import('./profile-contacts-pages').then((module) => ({ default: module.ProfileWithContactsPage })),
);
export const CompanyEmailsPage = lazy(() =>
  import('./profile-contacts-pages').then((module) => ({ default: module.CompanyEmailsPage })),
);
export const NotificationSettingsPage = lazy(() =>
  import('./notification-settings-page').then((module) => ({ default: module.NotificationSettingsPage })),
);
export const MessagesPage = lazy(() => import('./support-pages').then((module) => ({ default: module.MessagesPage })));
export const LoginHistoryPage = lazy(() =>
  import('./login-history-page').then((module) => ({ default: module.LoginHistoryPage })),
);
export const SmartContractsPage = lazy(() =>
  import('./smart-contract-pages').then((module) => ({ default: module.SmartContractsPage })),
);
export const NewSmartContractPage = lazy(() =>
  import('./smart-contract-pages').then((module) => ({ default: module.NewSmartContractPage })),
);
export const SmartContractPage = lazy(() =>
  import('./smart-contract-pages').then((module) => ({ default: module.SmartContractPage })),
);
export const MerchantSavedButtonsPage = lazy(() =>
  import('./merchant-pages').then((module) => ({ default: module.MerchantSavedButtonsPage })),
);
export const MerchantPbnSettingsPage = lazy(() =>
  import('./merchant-pages').then((module) => ({ default: module.MerchantPbnSettingsPage })),
);
export const MerchantBusinessLogosPage = lazy(() =>
  import('./merchant-pages').then((module) => ({ default: module.MerchantBusinessLogosPage })),
);
export const MerchantApiKeyPage = lazy(() =>
  import('./merchant-tools-pages').then((module) => ({ default: module.MerchantApiKeyPage })),
);
export const MerchantApiLogPage = lazy(() =>
  import('./merchant-tools-pages').then((module) => ({ default: module.MerchantApiLogPage })),
);
export const MerchantWebhookLogPage = lazy(() =>
  import('./merchant-tools-pages').then((module) => ({ default: module.MerchantWebhookLogPage })),
);
export const MerchantIpnHistoryPage = lazy(() =>
  import('./merchant-tools-pages').then((module) => ({ default: module.MerchantIpnHistoryPage })),
);
export const MerchantSubscribersPage = lazy(() =>
  import('./merchant-tools-pages').then((module) => ({ default: module.MerchantSubscribersPage })),
);
export const MerchantVerificationPage = lazy(() =>
  import('./merchant-tools-pages').then((module) => ({ default: module.MerchantVerificationPage })),
);
export const MerchantVerificationHistoryPage = lazy(() =>
  import('./merchant-tools-pages').then((module) => ({ default: module.MerchantVerificationHistoryPage })),
);
export const MerchantReputationPage = lazy(() =>
  import('./merchant-tools-pages').then((module) => ({ default: module.MerchantReputationPage })),
);
export const InvoicesPage = lazy(() => import('./invoices-page').then((module) => ({ default: module.InvoicesPage })));
export const ExternalTransferPage = lazy(() =>
  import('./external-transfer-pages').then((module) => ({ default: module.ExternalTransferPage })),
);
export const KycPage = lazy(() => import('./kyc-pages').then((module) => ({ default: module.KycPage })));
export const UnverifiedAccountPage = lazy(() =>
  import('./kyc-pages').then((module) => ({ default: module.UnverifiedAccountPage })),
);
export const LimitedAccountPage = lazy(() =>
  import('./kyc-pages').then((module) => ({ default: module.LimitedAccountPage })),
);
export const SelfCertificationPage = lazy(() =>
  import('./kyc-forms-pages').then((module) => ({ default: module.SelfCertificationPage })),
);
export const SelfCertificationSplashPage = lazy(() =>
  import('./kyc-forms-pages').then((module) => ({ default: module.SelfCertificationSplashPage })),
);
export const ProfileUpdatePage = lazy(() =>
  import('./kyc-forms-pages').then((module) => ({ default: module.ProfileUpdatePage })),
);
export const SecurityPage = lazy(() => import('./settings-pages').then((module) => ({ default: module.SecurityPage })));
export const PayoutBlacklistPage = lazy(() =>
  import('./settings-pages').then((module) => ({ default: module.PayoutBlacklistPage })),
);
export const ScpPage = lazy(() => import('./public-settings-pages').then((module) => ({ default: module.ScpPage })));
export const ScpMobilePage = lazy(() =>
  import('./public-settings-pages').then((module) => ({ default: module.ScpMobilePage })),
);
export const ServiceTermsPage = lazy(() =>
  import('./public-settings-pages').then((module) => ({ default: module.ServiceTermsPage })),
);
export const LegalPage = lazy(() => import('./settings-pages').then((module) => ({ default: module.LegalPage })));
export const IdentityVerificationPage = lazy(() =>
  import('./kyc-forms-pages').then((module) => ({ default: module.IdentityVerificationPage })),
);
export const VideoIdentityJobPage = lazy(() =>
  import('./kyc-forms-pages').then((module) => ({ default: module.VideoIdentityJobPage })),
);
export const HistoryPage = lazy(() => import('./history-pages').then((module) => ({ default: module.HistoryPage })));
export const StatementsPage = lazy(() =>
  import('./history-pages').then((module) => ({ default: module.StatementsPage })),
);
export const HomeRecentActivity = lazy(() =>
  import('./history-pages').then((module) => ({ default: module.HomeRecentActivity })),
);
export const CardsRoutePage = lazy(() =>
  import('./cards-pages').then((module) => ({ default: module.CardsRoutePage })),
);
export const AddCardPage = lazy(() => import('./cards-pages').then((module) => ({ default: module.AddCardPage })));
export const ConfirmCardPage = lazy(() =>
  import('./cards-pages').then((module) => ({ default: module.ConfirmCardPage })),
);
export const CardPinPage = lazy(() => import('./cards-pages').then((module) => ({ default: module.CardPinPage })));
export const MassHubPage = lazy(() =>
  import('./mass-payments-pages').then((module) => ({ default: module.MassHubPage })),
);
export const MassUploadPage = lazy(() =>
  import('./mass-payments-pages').then((module) => ({ default: module.MassUploadPage })),
);
export const MassConfirmPage = lazy(() =>
  import('./mass-payments-pages').then((module) => ({ default: module.MassConfirmPage })),
);
export const GlobalBatchUploadPage = lazy(() =>
  import('./mass-payments-pages').then((module) => ({ default: module.GlobalBatchUploadPage })),
);
export const GlobalSummaryPage = lazy(() =>
  import('./mass-payments-pages').then((module) => ({ default: module.GlobalSummaryPage })),
);
export const BatchHistoryPage = lazy(() =>
  import('./mass-payments-pages').then((module) => ({ default: module.BatchHistoryPage })),
);

/** Shows a spinner while a lazily loaded page arrives. */
export function PageLoading({ children }: { children: ReactNode }) {
  const t = useMessages(PORTAL_NAMESPACE, portalMessages);
  return <Suspense fallback={<Spinner label={t('loading')} showLabel />}>{children}</Suspense>;
}
export const OwnTransferPage = lazy(() =>
  import('./money-movement-pages').then((module) => ({ default: module.OwnTransferPage })),
);
export const GlobalPayTransferPage = lazy(() =>
  import('./money-movement-pages').then((module) => ({ default: module.GlobalPayTransferPage })),
);
export const P2pTransferPage = lazy(() =>
  import('./money-movement-pages').then((module) => ({ default: module.P2pTransferPage })),
);
export const PreApprovedPaymentsPage = lazy(() =>
  import('./money-movement-pages').then((module) => ({ default: module.PreApprovedPaymentsPage })),
);
export const ApprovalsPage = lazy(() =>
  import('./money-movement-pages').then((module) => ({ default: module.ApprovalsPage })),
);
export const CompanyPage = lazy(() => import('./company-pages').then((module) => ({ default: module.CompanyPage })));
export const CompanyDocumentsPage = lazy(() =>
  import('./company-pages').then((module) => ({ default: module.CompanyDocumentsPage })),
);
export const BusinessKycPage = lazy(() =>
  import('./company-pages').then((module) => ({ default: module.BusinessKycPage })),
);
export const CompanyAccessPage = lazy(() =>
  import('./company-pages').then((module) => ({ default: module.CompanyAccessPage })),
);
export const BusinessSelfCertificationPage = lazy(() =>
  import('./company-pages').then((module) => ({ default: module.BusinessSelfCertificationPage })),
);
export const AdminOverviewPage = lazy(() =>
  import('./company-pages').then((module) => ({ default: module.AdminOverviewPage })),
);
