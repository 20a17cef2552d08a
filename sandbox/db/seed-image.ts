/**
 * The seeded database as an image: a new sandbox and a reset start from a copy of it instead of running the
 * migrations and the seed again. Those cost about 110 ms of CPU each time, and the tests pay it constantly: every
 * component test builds an in-process sandbox, and every e2e test resets the sandbox it runs against. A copy costs
 * under 1 ms (a new in-memory database) or a few ms (a reset, rows copied in SQL).
 *
 * The image is made by the migrations and the seed themselves, once per process (or handed over by Vitest's global
 * setup, {@link rememberSeedImage}), and used only on the UTC day it was made: a few seeded rows are dated relative to
 * today (the support tickets). A reset gives the copy a new JWT secret, as a fresh seed does, so no token issued
 * before a reset is accepted after it.
 */
import { createHash } from 'node:crypto';
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { randomToken } from '../domain/crypto-ids';
import { memoryFileStore, type FileStore } from '../domain/file-store';
import { migrate, rebuildSchema } from './migrations';
import { seed } from './seed';

export interface SeedImage {
  /** `serialize()` of a migrated, seeded database. */
  database: Uint8Array;
  /** The files the seed wrote, by key. */
  files: Array<[string, Uint8Array]>;
  /** The UTC day it was made on (days since the epoch). */
  day: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const today = () => Math.floor(Date.now() / DAY_MS);

let current: SeedImage | null = null;

/** Runs the migrations and the seed on an empty in-memory database, keeping what the seed wrote. */
export function makeSeedImage(): SeedImage {
  const day = today();
  const db = new Database(':memory:');
  try {
    db.pragma('foreign_keys = ON');
    migrate(db);
    const written = new Map<string, Uint8Array>();
    const store = memoryFileStore();
    const recording: FileStore = {
      location: store.location,
      write: (key, bytes) => {
        store.write(key, bytes);
        written.set(key, Uint8Array.from(bytes));
      },
      read: (key) => store.read(key),
      remove: (key) => {
        store.remove(key);
        written.delete(key);
      },
      clear: () => {
        store.clear();
        written.clear();
      },
    };
    seed(db, recording);
    return { database: db.serialize(), files: [...written], day };
  } finally {
    db.close();
  }
}

/** Today's image: made on first use in this process, again when the day has changed. */
export function seedImage(): SeedImage {
  if (!current || current.day !== today()) current = makeSeedImage();
  return current;
}

/** Takes an image made elsewhere (Vitest's global setup makes one per run and hands it to every test file). */
export function rememberSeedImage(image: SeedImage | undefined): void {
  if (image && image.day === today()) current = image;
}

/**
 * A new in-memory database holding today's seed, with a JWT secret of its own; the seed's files are written to
 * `files`.
 */
export function openSeededMemoryDatabase(files: FileStore): Database.Database {
  const image = seedImage();
  const db = new Database(Buffer.from(image.database));
  db.pragma('foreign_keys = ON');
  renewJwtSecret(db);
  writeSeedFiles(image, files);
  return db;
}

/**
 * Puts today's seed back into `db` (the sandbox's own connection, file or memory): every table's rows are replaced by
 * the image's in one transaction, the triggers (the ledger's append-only guards among them) set aside meanwhile.
 * A database whose schema is not the image's (made by an older build) is rebuilt first. `files` is emptied and gets
 * the seed's files.
 */
export function restoreSeed(db: Database.Database, files: FileStore): void {
  const image = seedImage();
  db.exec(`ATTACH DATABASE '${imageFile(image).replaceAll("'", "''")}' AS seed`);
  try {
    const schemaOf = (schema: 'main' | 'seed') =>
      (
        db
          .prepare(`SELECT type, name, sql FROM ${schema}.sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY name`)
          .all() as { type: string; name: string; sql: string | null }[]
      )
        .map((object) => `${object.type} ${object.name} ${object.sql ?? ''}`)
        .join('\n');
    if (schemaOf('main') !== schemaOf('seed')) rebuildSchema(db);
    const tables = db
      .prepare(`SELECT name FROM seed.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`)
      .all() as { name: string }[];
    const triggers = db.prepare(`SELECT name, sql FROM main.sqlite_master WHERE type = 'trigger'`).all() as {
      name: string;
      sql: string;
    }[];
    const hasSequence = db.prepare(`SELECT 1 FROM seed.sqlite_master WHERE name = 'sqlite_sequence'`).get();
    db.pragma('foreign_keys = OFF');
    try {
      db.transaction(() => {
        for (const trigger of triggers) db.exec(`DROP TRIGGER main."${trigger.name}"`);
        for (const { name } of tables) {
          db.exec(`DELETE FROM main."${name}"`);
          db.exec(`INSERT INTO main."${name}" SELECT * FROM seed."${name}"`);
        }
        if (hasSequence) {
          db.exec('DELETE FROM main.sqlite_sequence');
          db.exec('INSERT INTO main.sqlite_sequence SELECT * FROM seed.sqlite_sequence');
        }
        for (const trigger of triggers) db.exec(trigger.sql);
        renewJwtSecret(db);
      })();
    } finally {
      db.pragma('foreign_keys = ON');
    }
  } finally {
    db.exec('DETACH DATABASE seed');
  }
  files.clear();
  writeSeedFiles(image, files);
}

function renewJwtSecret(db: Database.Database): void {
  db.prepare(`UPDATE settings SET value = ? WHERE key = 'jwtSecret'`).run(randomToken(32));
}

function writeSeedFiles(image: SeedImage, files: FileStore): void {
  for (const [key, bytes] of image.files) files.write(key, bytes);
}

const imageFiles = new WeakMap<SeedImage, string>();

/**
 * The image as a database file that SQLite can attach, in the system's temporary folder, named by its content (so
 * processes with the same seed share one file; it is never written to).
 */
function imageFile(image: SeedImage): string {
  const known = imageFiles.get(image);
  if (known) return known;
  const hash = createHash('sha256').update(image.database).digest('hex').slice(0, 24);
  const path = join(tmpdir(), `wallet-sandbox-seed-${hash}.db`);
  if (!existsSync(path)) {
    const partial = `${path}.${process.pid}.${randomToken(6)}`;
    writeFileSync(partial, image.database);
    renameSync(partial, path);
  }
  imageFiles.set(image, path);
  return path;
}
