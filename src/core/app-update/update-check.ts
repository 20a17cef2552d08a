/**
 * Deployed-build check (spec 1 section 9, "Update check interval 60000 ms"). The portal build writes
 * `version.json` (`{ "version": "<build id>" }`) next to index.html and compiles the same id into the code; every
 * 60 s the running portal reads the file (never from a cache) and, when another build is deployed, offers a
 * reload. A failed read (offline, a deploy in progress) is ignored until the next check.
 */
import * as z from 'zod/mini';

export const UPDATE_CHECK_INTERVAL_MS = 60_000;
export const VERSION_FILE = 'version.json';

const versionFileSchema = z.object({ version: z.string().check(z.minLength(1)) });

export interface UpdateCheckOptions {
  /** The build id compiled into the running code. */
  currentVersion: string;
  /** Reads the deployed build id. */
  fetchVersion: () => Promise<string>;
  /** Called once per newly deployed build id. */
  onUpdate: (version: string) => void;
  intervalMs?: number;
  setInterval?: (callback: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}

/** Starts the periodic check; returns the stop function. */
export function startUpdateCheck(options: UpdateCheckOptions): () => void {
  const set = options.setInterval ?? ((callback: () => void, ms: number) => setInterval(callback, ms));
  const clear = options.clearInterval ?? ((handle: unknown) => clearInterval(handle as ReturnType<typeof setInterval>));
  let announced = options.currentVersion;
  let checking = false;
  let stopped = false;

  const check = async () => {
    if (checking || stopped) return;
    checking = true;
    try {
      const deployed = await options.fetchVersion();
      if (!stopped && deployed !== announced) {
        announced = deployed;
        options.onUpdate(deployed);
      }
    } catch {
      // Offline or mid-deploy: the next check tries again.
    } finally {
      checking = false;
    }
  };

  const handle = set(() => void check(), options.intervalMs ?? UPDATE_CHECK_INTERVAL_MS);
  return () => {
    stopped = true;
    clear(handle);
  };
}

/** Reads `version.json` beside the page, bypassing every cache. */
export function versionFileFetcher(baseUrl: string, fetchImpl: typeof fetch = fetch): () => Promise<string> {
  return async () => {
    const url = new URL(VERSION_FILE, baseUrl);
    const response = await fetchImpl(url, { cache: 'no-store', headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`${VERSION_FILE}: HTTP ${response.status}`);
    return versionFileSchema.parse(await response.json()).version;
  };
}
