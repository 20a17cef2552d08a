/**
 * Seeded global transfers to claim (README "Global transfer claim", docs/sandbox.md). Their sender is Northwind
 * Trading Ltd (business@demo.test): each amount left its account when the transfer was made and is held in the
 * escrow account of the currency. Open transfers are dated relative to the sandbox clock (counted from the first
 * claim call after a seed), so they stay claimable whenever the sandbox runs; completed ones have fixed dates.
 */
import type Database from 'better-sqlite3';
import type { NewGlobalTransfer } from '../domain/global-transfers';
import { bookPayout, closeWithRefund, createGlobalTransfer, type PayoutChoice } from '../domain/global-transfers';
import { escrowAccountNumber, payoutNetworkAccountNumber, systemAccountId } from '../domain/ledger-postings';
import { SEPA_AREA } from '../domain/payout-catalogue';

export const DEMO_CLAIMS = {
  /** EUR 250.00 to Anna Schmidt, any SEPA country; the sender pays the fee. */
  eur: 'demo-claim-eur',
  /** USD 1,200.00 to Maria Santos in US, GB, CA, BR, JP, HK, LK, DE or RO; two earlier payouts to reuse; SMS too. */
  usd: 'demo-claim-usd',
  /** USD 500.00 to Kenji Watanabe, the fee is taken from the amount (feeIsBen). */
  feeBen: 'demo-claim-fee-ben',
  expired: 'demo-claim-expired',
  refused: 'demo-claim-refused',
  claimed: 'demo-claim-claimed',
  /** Maria Santos's earlier payouts (ACH, then Pix): the "reuse previous details" data of demo-claim-usd. */
  usdEarlierAch: 'demo-claim-usd-earlier-1',
  usdEarlierPix: 'demo-claim-usd-earlier-2',
} as const;

export const DEMO_CLAIM_BENEFICIARIES = {
  anna: 'anna.schmidt@recipient.test',
  maria: 'maria.santos@recipient.test',
  kenji: 'kenji.watanabe@recipient.test',
  luca: 'luca.rossi@recipient.test',
  omar: 'omar.haddad@recipient.test',
  tom: 'tom.becker@recipient.test',
} as const;

/** Payment ids (the transfer ids) of the seeded transfers. */
export const DEMO_CLAIM_IDS = {
  eur: 880001,
  usd: 880002,
  feeBen: 880003,
  expired: 880004,
  refused: 880005,
  claimed: 880006,
  usdEarlierAch: 880007,
  usdEarlierPix: 880008,
} as const;

/** How Maria Santos's earlier ACH claim was paid out: the details `globalTransferWithdrawalDetailsGet` answers. */
export const DEMO_EARLIER_ACH_PAYOUT: PayoutChoice = {
  paymentMethod: 'ach',
  countryCode: 'US',
  currencyCode: 'USD',
  paymentDetails: {
    accountHolderName: 'Maria Santos',
    routingNumber: '021000021',
    accountNumber: '000123456789',
    accountType: 'checking',
  },
};

/** Fixed ids of the claim flow's system accounts, next to the bank's equity and fee accounts. */
const CLAIM_SYSTEM_ACCOUNTS: Array<[id: number, number: string, currency: string]> = [
  [21, escrowAccountNumber('USD'), 'USD'],
  [22, escrowAccountNumber('EUR'), 'EUR'],
  [23, payoutNetworkAccountNumber('USD'), 'USD'],
  [24, payoutNetworkAccountNumber('EUR'), 'EUR'],
];

const at = (date: string) => Date.parse(date);
const HELD_AT = '2025-02-03T09:00:00.000Z';

export function seedGlobalTransfers(db: Database.Database, senderCustomerId: number): void {
  for (const [id, number, currency] of CLAIM_SYSTEM_ACCOUNTS) systemAccountId(db, number, currency, id);
  const sender = db
    .prepare('SELECT business_name, first_name, last_name FROM customers WHERE id = ?')
    .get(senderCustomerId) as {
    business_name: string | null;
    first_name: string;
    last_name: string;
  };
  const senderName = sender.business_name ?? `${sender.first_name} ${sender.last_name}`;
  const accountOf = (currency: string) =>
    (
      db
        .prepare('SELECT id FROM ledger_accounts WHERE customer_id = ? AND currency = ? ORDER BY id LIMIT 1')
        .get(senderCustomerId, currency) as { id: number }
    ).id;
  const create = (
    input: Omit<NewGlobalTransfer, 'senderCustomerId' | 'senderAccountId' | 'senderName' | 'bookedAt'> & {
      bookedAt?: string;
    },
  ) =>
    createGlobalTransfer(db, {
      ...input,
      senderCustomerId,
      senderAccountId: accountOf(input.currency),
      senderName,
      bookedAt: input.bookedAt ?? HELD_AT,
    });

  create({
    id: DEMO_CLAIM_IDS.eur,
    secret: DEMO_CLAIMS.eur,
    beneficiaryName: 'Anna Schmidt',
    beneficiaryEmail: DEMO_CLAIM_BENEFICIARIES.anna,
    amountMinor: 25_000,
    currency: 'EUR',
    description: 'Invoice NW-2025-118: translation services',
    feeIsBen: false,
    allowedCountries: SEPA_AREA,
    dates: { ageDays: 2, validDays: 30 },
  });
  create({
    id: DEMO_CLAIM_IDS.usd,
    secret: DEMO_CLAIMS.usd,
    beneficiaryName: 'Maria Santos',
    beneficiaryEmail: DEMO_CLAIM_BENEFICIARIES.maria,
    beneficiaryPhone: '+5511998765432',
    amountMinor: 120_000,
    currency: 'USD',
    description: 'Consulting fees, March',
    feeIsBen: false,
    allowedCountries: ['US', 'GB', 'CA', 'BR', 'JP', 'HK', 'LK', 'DE', 'RO'],
    dates: { ageDays: 1, validDays: 14 },
  });
  create({
    id: DEMO_CLAIM_IDS.feeBen,
    secret: DEMO_CLAIMS.feeBen,
    beneficiaryName: 'Kenji Watanabe',
    beneficiaryEmail: DEMO_CLAIM_BENEFICIARIES.kenji,
    amountMinor: 50_000,
    currency: 'USD',
    description: 'Photo licence PL-0447',
    feeIsBen: true,
    allowedCountries: ['JP', 'US', 'GB', 'HK'],
    dates: { ageDays: 3, validDays: 30 },
  });
  const expired = create({
    id: DEMO_CLAIM_IDS.expired,
    secret: DEMO_CLAIMS.expired,
    beneficiaryName: 'Luca Rossi',
    beneficiaryEmail: DEMO_CLAIM_BENEFICIARIES.luca,
    amountMinor: 7_500,
    currency: 'EUR',
    description: 'Conference travel refund',
    feeIsBen: false,
    allowedCountries: ['IT', 'FR', 'DE', 'ES'],
    dates: { ageDays: 45, validDays: 30 },
  });
  closeWithRefund(db, expired, 'expired', at('2025-03-05T09:00:00.000Z'));
  const refused = create({
    id: DEMO_CLAIM_IDS.refused,
    secret: DEMO_CLAIMS.refused,
    beneficiaryName: 'Omar Haddad',
    beneficiaryEmail: DEMO_CLAIM_BENEFICIARIES.omar,
    amountMinor: 30_000,
    currency: 'USD',
    description: 'Sample order reimbursement',
    feeIsBen: false,
    allowedCountries: ['GB', 'US'],
    dates: { ageDays: 6, validDays: 30 },
  });
  closeWithRefund(db, refused, 'refused', at('2025-02-05T09:00:00.000Z'));

  const claimed = create({
    id: DEMO_CLAIM_IDS.claimed,
    secret: DEMO_CLAIMS.claimed,
    beneficiaryName: 'Tom Becker',
    beneficiaryEmail: DEMO_CLAIM_BENEFICIARIES.tom,
    amountMinor: 48_000,
    currency: 'EUR',
    description: 'Workshop facilitation, June',
    feeIsBen: false,
    allowedCountries: SEPA_AREA,
    dates: { submittedAt: at('2025-06-02T10:00:00.000Z'), expiresAt: at('2025-07-02T10:00:00.000Z') },
    bookedAt: '2025-06-02T10:00:00.000Z',
  });
  bookPayout(
    db,
    claimed,
    {
      paymentMethod: 'sepa',
      countryCode: 'DE',
      currencyCode: 'EUR',
      paymentDetails: { accountHolderName: 'Tom Becker', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
    },
    at('2025-06-03T08:15:00.000Z'),
    null,
  );

  // Maria Santos's two earlier claims, whose payouts she may reuse.
  const toMaria = {
    beneficiaryName: 'Maria Santos',
    beneficiaryEmail: DEMO_CLAIM_BENEFICIARIES.maria,
    beneficiaryPhone: '+5511998765432',
    currency: 'USD',
    feeIsBen: false,
    allowedCountries: ['US', 'BR'],
  };
  const earlierAch = create({
    ...toMaria,
    id: DEMO_CLAIM_IDS.usdEarlierAch,
    secret: DEMO_CLAIMS.usdEarlierAch,
    amountMinor: 90_000,
    description: 'Consulting fees, January',
    dates: { submittedAt: at('2025-03-08T10:00:00.000Z'), expiresAt: at('2025-03-22T10:00:00.000Z') },
    bookedAt: '2025-03-08T10:00:00.000Z',
  });
  bookPayout(db, earlierAch, DEMO_EARLIER_ACH_PAYOUT, at('2025-03-10T14:30:00.000Z'), null);
  const earlierPix = create({
    ...toMaria,
    id: DEMO_CLAIM_IDS.usdEarlierPix,
    secret: DEMO_CLAIMS.usdEarlierPix,
    amountMinor: 35_000,
    description: 'Consulting fees, April',
    dates: { submittedAt: at('2025-05-18T10:00:00.000Z'), expiresAt: at('2025-06-01T10:00:00.000Z') },
    bookedAt: '2025-05-18T10:00:00.000Z',
  });
  bookPayout(
    db,
    earlierPix,
    {
      paymentMethod: 'pix',
      countryCode: 'BR',
      currencyCode: 'BRL',
      paymentDetails: { instantKeyType: 'email', instantKey: DEMO_CLAIM_BENEFICIARIES.maria, taxId: '52998224725' },
    },
    at('2025-05-20T11:45:00.000Z'),
    null,
  );
}
