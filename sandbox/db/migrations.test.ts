import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox } from '../app';
import { login, outbox } from '../test-support';
import { migrate, MIGRATIONS, rebuildSchema, SCHEMA_VERSION, schemaVersion } from './migrations';
import { DEMO_USERS } from './seed';

let directory: string;

beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'sandbox-db-'));
});

afterEach(() => {
  rmSync(directory, { recursive: true, force: true });
});

describe('migrations', () => {
  it('bring an empty database to the current version, and are idempotent', () => {
    const db = new Database(':memory:');
    migrate(db);
    expect(schemaVersion(db)).toBe(SCHEMA_VERSION);
    migrate(db);
    expect(schemaVersion(db)).toBe(SCHEMA_VERSION);
    db.close();
  });

  it('are listed in strictly increasing version order, so a database at any version gets every later one', () => {
    const versions = MIGRATIONS.map((migration) => migration.version);
    expect(versions).toEqual([...new Set(versions)].sort((a, b) => a - b));
  });

  it('refuse a database written by a newer sandbox', () => {
    const db = new Database(':memory:');
    db.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    expect(() => migrate(db)).toThrow(/--reset/);
    db.close();
  });

  it('rebuildSchema drops everything, append-only ledger included', () => {
    const db = new Database(':memory:');
    migrate(db);
    db.exec("INSERT INTO settings (key, value) VALUES ('x', 'y')");
    rebuildSchema(db);
    expect(db.prepare('SELECT COUNT(*) AS count FROM settings').get()).toEqual({ count: 0 });
    expect(schemaVersion(db)).toBe(SCHEMA_VERSION);
    db.close();
  });
});

describe('file database', () => {
  it('is seeded once and keeps its data across restarts; reset restores the seed', async () => {
    const file = join(directory, 'sandbox.db');
    const first = createSandbox({ database: file });
    await login(first, DEMO_USERS.otp);
    first.close();

    const second = createSandbox({ database: file });
    expect(await outbox(second, DEMO_USERS.otp)).toHaveLength(1);
    const users = second.db.prepare("SELECT COUNT(*) AS count FROM users WHERE status = 'active'").get() as {
      count: number;
    };
    expect(users.count).toBe(Object.keys(DEMO_USERS).length);
    second.reset();
    expect(await outbox(second, DEMO_USERS.otp)).toEqual([]);
    second.close();
  });
});
