/** A sandbox from the seed image is the seeded sandbox: the same rows and files, a JWT secret of its own. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryFileStore } from '../domain/file-store';
import { migrate } from './migrations';
import { makeSeedImage, openSeededMemoryDatabase, restoreSeed, seedImage } from './seed-image';

const directory = mkdtempSync(join(tmpdir(), 'seed-image-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** Every table's rows, but the JWT secret (random per seed) and the devices' secrets (random per seed run). */
function contents(db: Database.Database): Record<string, unknown[]> {
  const tables = db
    .prepare(`SELECT name FROM main.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`)
    .all() as { name: string }[];
  return Object.fromEntries(
    tables.map(({ name }) => {
      const rows = db.prepare(`SELECT * FROM main."${name}" ORDER BY rowid`).all() as Record<string, unknown>[];
      return [
        name,
        rows
          .filter((row) => !(name === 'settings' && row.key === 'jwtSecret'))
          .map((row) => (name === 'devices' ? { ...row, secret: null } : row)),
      ];
    }),
  );
}

const jwtSecretOf = (db: Database.Database) =>
  (db.prepare(`SELECT value FROM settings WHERE key = 'jwtSecret'`).get() as { value: string }).value;

describe('seed image', () => {
  it('is what the seed makes: the same tables and rows, but for the values the seed draws at random', () => {
    const made = new Database(Buffer.from(makeSeedImage().database));
    const image = new Database(Buffer.from(seedImage().database));
    const tableRows = (db: Database.Database) =>
      Object.fromEntries(Object.entries(contents(db)).map(([name, rows]) => [name, rows.length]));
    expect(tableRows(image)).toEqual(tableRows(made));
    expect(contents(image).customers).toEqual(contents(made).customers);
    made.close();
    image.close();
  });

  it('gives a new in-memory database the seed and its files, with a JWT secret of its own', () => {
    const image = seedImage();
    const reference = new Database(Buffer.from(image.database));
    const files = memoryFileStore();
    const one = openSeededMemoryDatabase(files);
    const two = openSeededMemoryDatabase(memoryFileStore());
    expect(contents(one)).toEqual(contents(reference));
    expect(image.files.length).toBeGreaterThan(0);
    for (const [key, bytes] of image.files) expect(files.read(key)).toEqual(bytes);
    expect(jwtSecretOf(one)).not.toBe(jwtSecretOf(two));
    for (const db of [reference, one, two]) db.close();
  });

  it('restores the seed into a used database: rows, sequences, files and the append-only ledger guards', () => {
    const file = join(directory, 'used.db');
    const db = new Database(file);
    db.pragma('journal_mode = WAL');
    const files = memoryFileStore();
    migrate(db);
    restoreSeed(db, files);
    const seeded = contents(db);
    const secret = jwtSecretOf(db);
    const triggers = db.prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'trigger' ORDER BY name`).all();

    db.exec(`INSERT INTO settings (key, value) VALUES ('changed', 'yes')`);
    db.exec(`UPDATE customers SET first_name = 'Changed' WHERE id = (SELECT MIN(id) FROM customers)`);
    const [[key]] = seedImage().files as [[string, Uint8Array]];
    files.remove(key);
    files.write('extra/file.txt', new Uint8Array([1, 2, 3]));

    restoreSeed(db, files);
    expect(contents(db)).toEqual(seeded);
    expect(jwtSecretOf(db)).not.toBe(secret);
    expect(db.prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'trigger' ORDER BY name`).all()).toEqual(
      triggers,
    );
    expect(files.read(key)).not.toBeNull();
    expect(files.read('extra/file.txt')).toBeNull();
    // The ledger stays append-only after a restore.
    expect(triggers.length).toBeGreaterThan(0);
    expect(() => db.exec('DELETE FROM ledger_entries')).toThrow();
    db.close();
  });

  it('rebuilds a database whose schema is not the seed’s before restoring it', () => {
    const db = new Database(join(directory, 'older.db'));
    migrate(db);
    db.exec('CREATE TABLE left_over (id INTEGER PRIMARY KEY)');
    restoreSeed(db, memoryFileStore());
    expect(db.prepare(`SELECT 1 FROM sqlite_master WHERE name = 'left_over'`).get()).toBeUndefined();
    const reference = new Database(Buffer.from(seedImage().database));
    expect(contents(db)).toEqual(contents(reference));
    reference.close();
    db.close();
  });
});
