/**
 * Revenue-split contracts of the personal demo customer and Northwind Trading, one in each group the menu counts
 * (README "Smart contracts"), and Northwind's and Blue Harbor's account manager at the bank.
 */
import type Database from 'better-sqlite3';

export const DEMO_CONTRACTS = { active: 1, request: 2, ended: 3, proposed: 4 } as const;

export const DEMO_ACCOUNT_MANAGER = { id: 1, name: 'Mara Ionescu', email: 'mara.ionescu@support.sandbox.test', phone: '+40215550142' } as const;

interface SeedContract {
  id: number;
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

export function seedContracts(db: Database.Database, customers: { personal: number; northwind: number; pixelGoods: number; blueHarbor: number }): void {
  const contracts: SeedContract[] = [
    {
      id: DEMO_CONTRACTS.active,
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
       active_from, active_to, terminated_at, terminate_note, created_at, updated_at)
     VALUES (@id, @sender, @beneficiary, @initiator, @status, @percentage, @note, @activeFrom, @activeTo, @terminatedAt,
       @terminateNote, '2025-01-15T10:00:00.000Z', '2025-01-15T10:00:00.000Z')`,
  );
  for (const contract of contracts) insert.run({ activeTo: null, terminatedAt: null, terminateNote: null, ...contract });

  db.prepare('INSERT INTO support_agents (id, name, email, phone) VALUES (@id, @name, @email, @phone)').run(DEMO_ACCOUNT_MANAGER);
  for (const customer of [customers.northwind, customers.blueHarbor]) {
    db.prepare('INSERT INTO account_managers (customer_id, agent_id) VALUES (?, ?)').run(customer, DEMO_ACCOUNT_MANAGER.id);
  }
}
