/**
 * One icon per menu entry (lucide-react, named imports so the bundle carries only these). Icons are decorative:
 * every entry keeps its text.
 */
import {
  ArrowLeftRight,
  Ban,
  Bell,
  Building2,
  CalendarClock,
  CheckCheck,
  CreditCard,
  FileSignature,
  FileSpreadsheet,
  FileText,
  Globe,
  History,
  House,
  KeyRound,
  Landmark,
  Layers,
  LayoutDashboard,
  LifeBuoy,
  Lock,
  Mail,
  Newspaper,
  ReceiptText,
  Scale,
  ScrollText,
  Send,
  ShieldCheck,
  Store,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';

export const MENU_ICONS: Readonly<Record<string, LucideIcon>> = {
  home: House,
  'admin-overview': LayoutDashboard,
  kyc: ShieldCheck,
  'business-kyc': ShieldCheck,
  'company-documents': FileText,
  history: History,
  cards: CreditCard,
  statements: ScrollText,
  messages: LifeBuoy,
  news: Newspaper,
  'transfer.account': ArrowLeftRight,
  'transfer.p2p': Send,
  'transfer.global-pay': Globe,
  'transfer.mass': Users,
  // Batches are uploaded files of payments: a sheet, so the entry is told apart from the single global payment.
  'transfer.mass.global': FileSpreadsheet,
  batch: Layers,
  'transfer.external': Landmark,
  'transfer.preapproved-payments': CalendarClock,
  'transfer.approved': CheckCheck,
  profile: UserRound,
  'profile.notifications': Bell,
  setting: Lock,
  'login-history': KeyRound,
  smartContracts: FileSignature,
  'payout-blacklist': Ban,
  'profile.legal': Scale,
  'transfer.invoices': ReceiptText,
  company: Building2,
  'settings.company-access': Users,
  'company-emails': Mail,
  merchant: Store,
};

/** The entry's icon, hidden from assistive technology (the entry's text names it). */
export function MenuIcon({ route }: { route: string }) {
  const Icon = MENU_ICONS[route];
  return Icon ? (
    <Icon className="portal-icon" aria-hidden="true" focusable="false" size={20} strokeWidth={1.75} />
  ) : null;
}
