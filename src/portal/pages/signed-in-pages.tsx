import type { ReactElement } from 'react';
import {
  HistoryPage,
  AddCardPage,
  CardPinPage,
  CardsRoutePage,
  ConfirmCardPage,
  ExternalTransferPage,
  HomePage,
  InvoicesPage,
  KycPage,
  LegalPage,
  LimitedAccountPage,
  LoginHistoryPage,
  MerchantBusinessLogosPage,
  MerchantPbnSettingsPage,
  MerchantSavedButtonsPage,
  NewsItemPage,
  NewsPage,
  NotificationSettingsPage,
  PayoutBlacklistPage,
  ProfilePage,
  ProfileUpdatePage,
  SecurityPage,
  SelfCertificationBusinessPage,
  SelfCertificationPage,
  SelfCertificationSplashPage,
  StatementsPage,
  UnverifiedAccountPage,
  OwnTransferPage,
  P2pTransferPage,
  PreApprovedPaymentsPage,
  ApprovalsPage,
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
  'transfer.external': () => <ExternalTransferPage />,
  kyc: () => <KycPage />,
  'business-kyc': () => <KycPage />,
  profile: () => <ProfilePage />,
  'unverified-account': () => <UnverifiedAccountPage />,
  'limited-account': () => <LimitedAccountPage />,
  'self-certification': () => <SelfCertificationPage />,
  'self-certification-business': () => <SelfCertificationBusinessPage />,
  'self-certification-splash': () => <SelfCertificationSplashPage />,
  'profile-update': () => <ProfileUpdatePage />,
  history: () => <HistoryPage />,
  statements: () => <StatementsPage />,
  cards: () => <CardsRoutePage name="cards" />,
  'physical-cards': () => <CardsRoutePage name="physical-cards" />,
  'virtual-cards': () => <CardsRoutePage name="virtual-cards" />,
  'card-detail': () => <CardsRoutePage name="card-detail" />,
  'card-pin': () => <CardPinPage />,
  addCard: () => <AddCardPage />,
  confirmCard: () => <ConfirmCardPage />,
  setting: () => <SecurityPage />,
  'payout-blacklist': () => <PayoutBlacklistPage />,
  'profile.legal': () => <LegalPage />,
  'transfer.account': () => <OwnTransferPage />,
  'transfer.p2p': () => <P2pTransferPage />,
  'transfer.preapproved-payments': () => <PreApprovedPaymentsPage />,
  'transfer.approved': () => <ApprovalsPage />,
};

/** Whether a route has its page (menus show only these). */
export function isBuiltRoute(name: string): boolean {
  return Object.hasOwn(BUILT_PAGES, name);
}
