/**
 * Pay button demo data (README "Storefront pay button"): a retired button of Pixel Goods LLC, deleted after it was
 * embedded, so the storefront demo can show that a deleted button renders nothing. No button payment is seeded: a
 * payment moves money in the ledger, and other tests count on the seeded balances.
 */
import type Database from 'better-sqlite3';
import { createButton, deleteButton } from '../domain/merchant-buttons';

/** Pixel Goods LLC (DEMO_CUSTOMERS.pixelGoods). */
const PIXEL_GOODS = 200003;

/** A deleted button: `payButtonGet` answers "Button not found" for it, as for an id that never existed. */
export const DEMO_DELETED_BUTTON = 710005;

const SEED_MS = Date.parse('2025-01-07T09:00:00.000Z');

export function seedPayButton(db: Database.Database): void {
  const created = createButton(
    db,
    PIXEL_GOODS,
    {
      type: 'buyNow',
      itemName: 'Retired sticker sheet',
      amount: '3.50',
      currencyCode: 'USD',
      style: { shape: 'rect', color: 'silver', size: 'small', label: 'buyNow' },
    },
    SEED_MS,
    { allowPrivate: false },
  );
  db.prepare('UPDATE merchant_buttons SET id = ? WHERE id = ?').run(DEMO_DELETED_BUTTON, created.id);
  deleteButton(db, PIXEL_GOODS, DEMO_DELETED_BUTTON, SEED_MS + 86_400_000);
}
