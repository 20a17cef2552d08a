import type { ReactElement } from 'react';
import {
  BatchHistoryPage,
  GlobalBatchUploadPage,
  GlobalSummaryPage,
  HomePage,
  MassConfirmPage,
  MassHubPage,
  MassUploadPage,
  InvoicesPage,
  KycPage,
  LimitedAccountPage,
  LoginHistoryPage,
  MerchantBusinessLogosPage,
  MerchantPbnSettingsPage,
  MerchantSavedButtonsPage,
  NewsItemPage,
  NewsPage,
  NotificationSettingsPage,
  ProfilePage,
  ProfileUpdatePage,
  SelfCertificationBusinessPage,
  SelfCertificationPage,
  SelfCertificationSplashPage,
  UnverifiedAccountPage,
} from './lazy-pages';

/**
 * Signed-in routes whose feature has landed, with their page. Every other signed-in route shows the preparing
 * page, and the menus leave it out. A feature's issue adds its route here.
 */
export const BUILT_PAGES: Readonly<Record<string, () => ReactElement>> = {
  home: () => <HomePage />,
  news: () => <NewsPage />,
  'news-item': () => <NewsItemPage />,
  'profile.notifications': () => <NotificationSettingsPage />,
  'login-history': () => <LoginHistoryPage />,
  // `merchant` itself only redirects (guards.ts): to security/verification once built, to the saved buttons until then.
  merchant: () => <MerchantSavedButtonsPage />,
  'merchant.saved-buttons': () => <MerchantSavedButtonsPage />,
  'merchant.pbn-settings': () => <MerchantPbnSettingsPage />,
  'merchant.business-logos': () => <MerchantBusinessLogosPage />,
  'transfer.invoices': () => <InvoicesPage />,
  kyc: () => <KycPage />,
  'business-kyc': () => <KycPage />,
  profile: () => <ProfilePage />,
  'unverified-account': () => <UnverifiedAccountPage />,
  'limited-account': () => <LimitedAccountPage />,
  'self-certification': () => <SelfCertificationPage />,
  'self-certification-business': () => <SelfCertificationBusinessPage />,
  'self-certification-splash': () => <SelfCertificationSplashPage />,
  'profile-update': () => <ProfileUpdatePage />,
  'transfer.mass': () => <MassHubPage />,
  'transfer.mass.wire': () => <MassUploadPage kind="wire" />,
  'transfer.mass.eft': () => <MassUploadPage kind="eft" />,
  'transfer.mass.oct': () => <MassUploadPage kind="oct" />,
  'transfer.mass.digital': () => <MassUploadPage kind="crypto" />,
  'transfer.mass-p2p': () => <MassUploadPage kind="p2p" />,
  'transfer.external-mass-confirm': () => <MassConfirmPage scope="external" />,
  'transfer.mass-p2p-confirm': () => <MassConfirmPage scope="p2p" />,
  'transfer.mass.global': () => <GlobalBatchUploadPage />,
  'transfer.global-summary': () => <GlobalSummaryPage />,
  batch: () => <BatchHistoryPage />,
};

/** Whether a route has its page (menus show only these). */
export function isBuiltRoute(name: string): boolean {
  return Object.hasOwn(BUILT_PAGES, name);
}
