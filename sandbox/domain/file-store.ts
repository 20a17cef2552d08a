/**
 * Where the sandbox keeps uploaded files (business logos): a folder beside the database file, or memory for a
 * `:memory:` database (tests). Keys are relative paths of safe segments (`logos/1-abc.png`), never `..`.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface FileStore {
  write(key: string, bytes: Uint8Array): void;
  /** The file's bytes, or null when there is none. */
  read(key: string): Uint8Array | null;
  remove(key: string): void;
  /** Removes every file (sandbox reset). */
  clear(): void;
  /** Where the files live, for the CLI's start-up message. */
  readonly location: string;
}

const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

function checkedKey(key: string): string {
  if (!KEY_PATTERN.test(key) || key.split('/').includes('..'))
    throw new Error(`Not a file key: ${JSON.stringify(key)}`);
  return key;
}

export function memoryFileStore(): FileStore {
  const files = new Map<string, Uint8Array>();
  return {
    location: 'memory',
    write: (key, bytes) => void files.set(checkedKey(key), Uint8Array.from(bytes)),
    read: (key) => files.get(checkedKey(key)) ?? null,
    remove: (key) => void files.delete(checkedKey(key)),
    clear: () => files.clear(),
  };
}

export function diskFileStore(directory: string): FileStore {
  const path = (key: string) => join(directory, checkedKey(key));
  return {
    location: directory,
    write(key, bytes) {
      const target = path(key);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, bytes);
    },
    read(key) {
      try {
        return new Uint8Array(readFileSync(path(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    remove(key) {
      rmSync(path(key), { force: true });
    },
    clear() {
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The files folder of a database file: `.sandbox/e2e.db` keeps its files in `.sandbox/e2e-files/`. */
export function filesDirectoryFor(databaseFile: string): string {
  return databaseFile.replace(/(\.[^./\\]+)?$/, '-files');
}
