/** The default session vault: one SQLite file (better-sqlite3), for a single BFF instance (`npm start`). */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { SessionVault } from './session-store';

export function createSqliteVault(file: string, now: () => number = Date.now): SessionVault {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.exec(
    'CREATE TABLE IF NOT EXISTS bff_sessions (key TEXT PRIMARY KEY, value TEXT NOT NULL, expires_at INTEGER NOT NULL)',
  );
  const select = db.prepare<[string, number], { value: string }>(
    'SELECT value FROM bff_sessions WHERE key = ? AND expires_at > ?',
  );
  const upsert = db.prepare<[string, string, number]>(
    'INSERT INTO bff_sessions (key, value, expires_at) VALUES (?, ?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at',
  );
  const remove = db.prepare<[string]>('DELETE FROM bff_sessions WHERE key = ?');
  const sweep = db.prepare<[number]>('DELETE FROM bff_sessions WHERE expires_at <= ?');
  // Expired rows are never read (the select checks the time); this only keeps the file small.
  const sweeper = setInterval(() => sweep.run(now()), 60_000);
  sweeper.unref();
  return {
    read: (key) => Promise.resolve(select.get(key, now())?.value ?? null),
    write: (key, value, ttlMs) => {
      upsert.run(key, value, now() + ttlMs);
      return Promise.resolve();
    },
    remove: (key) => {
      remove.run(key);
      return Promise.resolve();
    },
    close: () => {
      clearInterval(sweeper);
      db.close();
      return Promise.resolve();
    },
  };
}
