/**
 * Merchant demo data (README "Merchant buttons"): Pixel Goods LLC (`merchant@demo.test`, full access) has a saved
 * button of each type, two logos (one default) and PBN settings; `merchant-viewer@demo.test` may only read them.
 */
import { deflateSync } from 'node:zlib';
import type Database from 'better-sqlite3';
import type { ButtonInput } from '../../src/core/api/contract/merchant-buttons';
import type { FileStore } from '../domain/file-store';
import { createButton, createLogo, storePbnSecret, updatePbnSettings } from '../domain/merchant-buttons';
import { insertSeedUser } from './seed-people';
import { uniformRights } from '../domain/users';

/** Pixel Goods LLC, the merchant of `merchant@demo.test` (DEMO_CUSTOMERS.pixelGoods). */
const PIXEL_GOODS = 200003;

/** A user of Pixel Goods with read rights (1) only: the merchant pages are read-only for them. */
export const MERCHANT_VIEWER = { id: 501, email: 'merchant-viewer@demo.test', accessId: 501 } as const;

/** Ids of the seeded buttons and logos, for tests and the README. */
export const DEMO_BUTTONS = {
  buyNow: 710001,
  subscription: 710002,
  donationFixed: 710003,
  donationOpen: 710004,
} as const;
export const DEMO_LOGOS = { wordmark: 720001, icon: 720002 } as const;

/** The seeded PBN secret (the database keeps only its hash); a new secret made in the app replaces it. */
export const DEMO_PBN_SECRET = 'pbn_demo_pixel_goods_0000000000000001';

const SEED_MS = Date.parse('2025-01-02T09:00:00.000Z');
const DAY_MS = 86_400_000;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.byteLength);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A small RGB PNG drawn by `pixel` (deterministic: same bytes every seed). */
export function pngImage(
  width: number,
  height: number,
  pixel: (x: number, y: number) => [number, number, number],
): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const raw = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y += 1) {
    const row = y * (1 + width * 3);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x += 1) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', new Uint8Array()),
    ]),
  );
}

const TEAL: [number, number, number] = [14, 116, 144];
const WHITE: [number, number, number] = [255, 255, 255];
const AMBER: [number, number, number] = [245, 158, 11];

/** A wordmark-like strip: teal with a row of white "pixels" and an amber block. */
const wordmark = () =>
  pngImage(160, 48, (x, y) => {
    if (x >= 12 && x < 36 && y >= 12 && y < 36) return AMBER;
    const inLetters = x >= 48 && x < 148 && y >= 18 && y < 30 && Math.floor((x - 48) / 8) % 2 === 0;
    return inLetters ? WHITE : TEAL;
  });

/** A square icon: an amber square on teal. */
const icon = () => pngImage(64, 64, (x, y) => (x >= 16 && x < 48 && y >= 16 && y < 48 ? AMBER : TEAL));

const STYLE = { shape: 'rect', color: 'gold', size: 'medium', label: 'buyNow' } as const;

const BUTTONS: { id: number; daysAfterSeed: number; input: ButtonInput }[] = [
  {
    id: DEMO_BUTTONS.buyNow,
    daysAfterSeed: 1,
    input: {
      type: 'buyNow',
      itemName: 'Pixel art poster (A2)',
      itemNumber: 'PG-POSTER-A2',
      amount: '24.90',
      currencyCode: 'USD',
      returnUrl: 'https://pixelgoods.example.com/thanks',
      cancelUrl: 'https://pixelgoods.example.com/cart',
      notifyUrl: 'https://pixelgoods.example.com/pbn',
      logoId: DEMO_LOGOS.wordmark,
      style: STYLE,
    },
  },
  {
    id: DEMO_BUTTONS.subscription,
    daysAfterSeed: 2,
    input: {
      type: 'subscription',
      itemName: 'Sprite pack club',
      itemNumber: '00042',
      amount: '9.99',
      currencyCode: 'EUR',
      subscriptionPeriod: 'month',
      subscriptionCount: 12,
      returnUrl: 'https://pixelgoods.example.com/club/welcome',
      cancelUrl: 'https://pixelgoods.example.com/club',
      style: { shape: 'pill', color: 'blue', size: 'large', label: 'subscribe' },
    },
  },
  {
    id: DEMO_BUTTONS.donationFixed,
    daysAfterSeed: 3,
    input: {
      type: 'donation',
      itemName: 'Buy the artists a coffee',
      amount: '5.00',
      currencyCode: 'USD',
      logoId: DEMO_LOGOS.icon,
      style: { shape: 'pill', color: 'black', size: 'small', label: 'donate' },
    },
  },
  {
    id: DEMO_BUTTONS.donationOpen,
    daysAfterSeed: 4,
    input: {
      type: 'donation',
      itemName: 'Open-source sprite editor',
      currencyCode: 'EUR',
      style: { shape: 'rect', color: 'white', size: 'medium', label: 'donate' },
    },
  },
];

export function seedMerchant(db: Database.Database, files: FileStore, password: string): void {
  insertSeedUser(
    db,
    {
      id: MERCHANT_VIEWER.id,
      customerId: PIXEL_GOODS,
      email: MERCHANT_VIEWER.email,
      firstName: 'Rosa',
      lastName: 'Reader',
      phone: ['1', '2025550501'],
    },
    password,
  );
  db.prepare(
    'INSERT INTO customer_accesses (id, user_id, customer_id, access_rights, balance_info, position_ids) VALUES (?, ?, ?, ?, 1, ?)',
  ).run(MERCHANT_VIEWER.accessId, MERCHANT_VIEWER.id, PIXEL_GOODS, JSON.stringify(uniformRights(1)), '[]');

  createLogo(
    db,
    files,
    PIXEL_GOODS,
    { name: 'Pixel Goods wordmark', isDefault: true, file: { bytes: wordmark() } },
    SEED_MS,
    '',
    DEMO_LOGOS.wordmark,
  );
  createLogo(
    db,
    files,
    PIXEL_GOODS,
    { name: 'Pixel Goods icon', isDefault: false, file: { bytes: icon() } },
    SEED_MS + 1000,
    '',
    DEMO_LOGOS.icon,
  );

  const urls = { allowPrivate: false };
  for (const button of BUTTONS) {
    const created = createButton(db, PIXEL_GOODS, button.input, SEED_MS + button.daysAfterSeed * DAY_MS, urls);
    db.prepare('UPDATE merchant_buttons SET id = ? WHERE id = ?').run(button.id, created.id);
  }

  updatePbnSettings(
    db,
    PIXEL_GOODS,
    { notifyUrl: 'https://pixelgoods.example.com/pbn', statusId: 1, notifyStatusId: 1 },
    SEED_MS,
    urls,
  );
  storePbnSecret(db, PIXEL_GOODS, DEMO_PBN_SECRET, SEED_MS);
}
