/**
 * Global-pay batches of Northwind Trading Ltd for the batch screens (README "Mass payments and global-pay batches"):
 * a draft uploaded from the sample file (uploading the sample again answers code 92, confirmation needed) and a
 * cancelled batch. Neither moved money, so no balance changes.
 */
import type Database from 'better-sqlite3';
import { MASS_SAMPLE_ROWS } from '../../src/core/api/contract/mass-payments';
import { sampleFile, seedGlobalBatch } from '../domain/mass-payments';

export const DEMO_BATCHES = { sampleDraft: 920_001, cancelled: 920_002 } as const;

export function seedMassPayments(
  db: Database.Database,
  northwind: { customerId: number; userId: number; usdAccountId: number },
): void {
  seedGlobalBatch(db, {
    id: DEMO_BATCHES.sampleDraft,
    customerId: northwind.customerId,
    userId: northwind.userId,
    accountId: northwind.usdAccountId,
    currency: 'USD',
    batchName: 'Contractors, March',
    fileName: 'globalPay-sample.csv',
    text: sampleFile('global', MASS_SAMPLE_ROWS.global),
    status: 'draft',
    createdAt: Date.parse('2025-03-10T08:15:00.000Z'),
  });
  seedGlobalBatch(db, {
    id: DEMO_BATCHES.cancelled,
    customerId: northwind.customerId,
    userId: northwind.userId,
    accountId: northwind.usdAccountId,
    currency: 'USD',
    batchName: 'Event speakers, February',
    fileName: 'speakers.csv',
    text: 'name,email,country,amount,currency,description\r\nLuca Rossi,luca.rossi@recipient.test,IT,300.00,USD,Keynote\r\nOmar Haddad,omar.haddad@recipient.test,FR,150.00,USD,Panel\r\n',
    status: 'cancelled',
    createdAt: Date.parse('2025-02-14T16:40:00.000Z'),
  });
}
