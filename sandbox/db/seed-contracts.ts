/**
 * Revenue-split contracts of the personal demo customer and Northwind Trading, one in each group the menu counts
 * (README "Smart contracts"), and Northwind's and Blue Harbor's account manager at the bank.
 */
import type Database from 'better-sqlite3';

export const DEMO_CONTRACTS = { active: 1, request: 2, ended: 3, proposed: 4 } as const;

/** Businesses a contract can be about, each of one customer (README "Smart contracts"). */
export const DEMO_CONTRACT_COMPANIES = {
  northwindShop: 301,
  northwindMarketplace: 302,
  pixelStore: 303,
  blueHarborStudio: 304,
  paulaReviews: 305,
} as const;

export const DEMO_ACCOUNT_MANAGER = {
  id: 1,
  name: 'Mara Ionescu',
  email: 'mara.ionescu@support.sandbox.test',
  phone: '+40215550142',
} as const;

interface SeedContract {
  id: number;
  company: number;
  senderSigner: string;
  beneficiarySigner: string;
  senderObligations: string[];
  beneficiaryObligations: string[];
  signed: 'both' | 'initiator' | 'none';
  sender: number;
  beneficiary: number;
  initiator: number;
  status: string;
  percentage: string;
  note: string;
  activeFrom: string;
  activeTo?: string;
  terminatedAt?: string;
  terminateNote?: string;
}

export function seedContracts(
  db: Database.Database,
  customers: { personal: number; northwind: number; pixelGoods: number; blueHarbor: number },
): void {
  const companies: [number, number, string][] = [
    [DEMO_CONTRACT_COMPANIES.northwindShop, customers.northwind, 'Northwind web shop'],
    [DEMO_CONTRACT_COMPANIES.northwindMarketplace, customers.northwind, 'Northwind marketplace store'],
    [DEMO_CONTRACT_COMPANIES.pixelStore, customers.pixelGoods, 'Pixel Goods online store'],
    [DEMO_CONTRACT_COMPANIES.blueHarborStudio, customers.blueHarbor, 'Blue Harbor live studio'],
    [DEMO_CONTRACT_COMPANIES.paulaReviews, customers.personal, 'Paula reviews blog'],
  ];
  const insertCompany = db.prepare(
    'INSERT INTO contract_companies (id, owner_customer_id, title, logo) VALUES (?, ?, ?, NULL)',
  );
  for (const [id, owner, title] of companies) insertCompany.run(id, owner, title);
  const contracts: SeedContract[] = [
    {
      id: DEMO_CONTRACTS.active,
      company: DEMO_CONTRACT_COMPANIES.northwindShop,
      senderSigner: 'Bianca Business',
      beneficiarySigner: 'Paula Personal',
      senderObligations: ['Pay the share of web shop sales by the 5th of each month'],
      beneficiaryObligations: ['Refer customers with the agreed affiliate links'],
      signed: 'both',
      sender: customers.northwind,
      beneficiary: customers.personal,
      initiator: customers.northwind,
      status: 'ACTIVE',
      percentage: '12.5',
      note: 'Affiliate share of Northwind web shop sales referred by Paula',
      activeFrom: '2025-02-01',
    },
    {
      id: DEMO_CONTRACTS.request,
      company: DEMO_CONTRACT_COMPANIES.northwindShop,
      senderSigner: 'Bianca Business',
      beneficiarySigner: 'Paula Personal',
      senderObligations: ['Pay the share of campaign sales'],
      beneficiaryObligations: ['Publish three campaign posts'],
      signed: 'initiator',
      sender: customers.northwind,
      beneficiary: customers.personal,
      initiator: customers.northwind,
      status: 'WAITING',
      percentage: '5',
      note: 'Share of the spring campaign revenue',
      activeFrom: '2025-03-01',
    },
    {
      id: DEMO_CONTRACTS.ended,
      company: DEMO_CONTRACT_COMPANIES.northwindMarketplace,
      senderSigner: 'Bianca Business',
      beneficiarySigner: 'Paula Personal',
      senderObligations: ['Pay the share of newsletter sales'],
      beneficiaryObligations: ['Send the monthly newsletter'],
      signed: 'both',
      sender: customers.northwind,
      beneficiary: customers.personal,
      initiator: customers.personal,
      status: 'TERMINATED',
      percentage: '8',
      note: '2024 newsletter sponsorship',
      activeFrom: '2024-01-01',
      activeTo: '2024-12-31',
      terminatedAt: '2024-12-31T23:59:59.000Z',
      terminateNote: 'Campaign finished',
    },
    {
      id: DEMO_CONTRACTS.proposed,
      company: DEMO_CONTRACT_COMPANIES.pixelStore,
      senderSigner: 'Max Merchant',
      beneficiarySigner: 'Paula Personal',
      senderObligations: ['Pay the share of sales from reviewed products'],
      beneficiaryObligations: ['Review two products a month'],
      signed: 'none',
      sender: customers.pixelGoods,
      beneficiary: customers.personal,
      initiator: customers.personal,
      status: 'UNSIGNED',
      percentage: '3.75',
      note: 'Revenue share for product reviews',
      activeFrom: '2025-04-01',
    },
  ];
  const insert = db.prepare(
    `INSERT INTO contracts (id, sender_customer_id, beneficiary_customer_id, initiator_customer_id, status, percentage, note,
       active_from, active_to, terminated_at, terminate_note, termination_requested_by, created_at, updated_at, company_id,
       sender_signer_name, beneficiary_signer_name, sender_obligations, beneficiary_obligations, sender_signed_at, beneficiary_signed_at)
     VALUES (@id, @sender, @beneficiary, @initiator, @status, @percentage, @note, @activeFrom, @activeTo, @terminatedAt,
       @terminateNote, @terminatedBy, '2025-01-15T10:00:00.000Z', '2025-01-15T10:00:00.000Z', @company, @senderSigner,
       @beneficiarySigner, @senderObligationsJson, @beneficiaryObligationsJson, @senderSignedAt, @beneficiarySignedAt)`,
  );
  // The seed's active contract was made active by the seed, not by the sandbox: it takes no split from payments
  // (split_from stays empty), so the demo balances other tests rely on do not move.
  const signedAt = '2025-01-16T09:00:00.000Z';
  for (const { senderObligations, beneficiaryObligations, signed, ...contract } of contracts) {
    const initiatorIsSender = contract.initiator === contract.sender;
    insert.run({
      activeTo: null,
      terminatedAt: null,
      terminateNote: null,
      ...contract,
      terminatedBy: contract.terminatedAt ? contract.initiator : null,
      senderObligationsJson: JSON.stringify(senderObligations),
      beneficiaryObligationsJson: JSON.stringify(beneficiaryObligations),
      senderSignedAt: signed === 'both' || (signed === 'initiator' && initiatorIsSender) ? signedAt : null,
      beneficiarySignedAt: signed === 'both' || (signed === 'initiator' && !initiatorIsSender) ? signedAt : null,
    });
  }

  db.prepare('INSERT INTO support_agents (id, name, email, phone) VALUES (@id, @name, @email, @phone)').run(
    DEMO_ACCOUNT_MANAGER,
  );
  for (const customer of [customers.northwind, customers.blueHarbor]) {
    db.prepare('INSERT INTO account_managers (customer_id, agent_id) VALUES (?, ?)').run(
      customer,
      DEMO_ACCOUNT_MANAGER.id,
    );
  }
}
