/**
 * The loads that follow a login (spec 1 section 4 "After login", spec 3 section 4.6):
 * 1. admin-flagged users are set as admin, others load profile info;
 * 2. contract stats;
 * 3. a 5 second wait;
 * 4. login history, support initialisation, recent and confirmation news.
 * The sequence is data: each area registers its tasks in the phase the spec gives it, and a task that fails
 * is reported without stopping the others.
 */

/** Post-login wait (spec 1 section 9). */
export const POST_LOGIN_WAIT_MS = 5000;

export interface PostLoginTask {
  /** For error reports: what was being loaded. */
  name: string;
  run: (signal: AbortSignal) => Promise<unknown>;
}

export interface PostLoginPlan {
  /** Steps 1 and 2, one after the other in this order. */
  first: readonly PostLoginTask[];
  /** Step 4, side by side, after the wait. */
  afterWait: readonly PostLoginTask[];
}

export interface PostLoginOptions {
  waitMs?: number;
  onError?: (task: string, error: unknown) => void;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export interface PostLoginRun {
  /** Settles when every task has run (or the run was cancelled). Never rejects. */
  done: Promise<void>;
  /** Stops the sequence: running tasks see their signal aborted, later ones do not start (sign-out). */
  cancel: () => void;
}

export function runPostLogin(plan: PostLoginPlan, options: PostLoginOptions = {}): PostLoginRun {
  const controller = new AbortController();
  const { signal } = controller;
  const setTimer = options.setTimer ?? ((callback: () => void, ms: number) => setTimeout(callback, ms));
  const clearTimer = options.clearTimer ?? ((handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let timer: unknown = null;
  let wake: (() => void) | null = null;

  async function attempt(task: PostLoginTask): Promise<void> {
    if (signal.aborted) return;
    try {
      await task.run(signal);
    } catch (error) {
      if (!signal.aborted) options.onError?.(task.name, error);
    }
  }

  async function sequence(): Promise<void> {
    for (const task of plan.first) await attempt(task);
    if (signal.aborted) return;
    await new Promise<void>((resolve) => {
      wake = resolve;
      timer = setTimer(resolve, options.waitMs ?? POST_LOGIN_WAIT_MS);
    });
    await Promise.all(plan.afterWait.map(attempt));
  }

  return {
    done: sequence(),
    cancel() {
      controller.abort();
      if (timer !== null) clearTimer(timer);
      wake?.();
    },
  };
}
