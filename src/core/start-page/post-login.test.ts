import { describe, expect, it, vi } from 'vitest';
import type { PostLoginTask } from './post-login';
import { POST_LOGIN_WAIT_MS, runPostLogin } from './post-login';

function recorder() {
  const log: string[] = [];
  const task = (name: string, outcome: 'ok' | 'fail' = 'ok'): PostLoginTask => ({
    name,
    run: () => {
      log.push(name);
      return outcome === 'ok' ? Promise.resolve() : Promise.reject(new Error(`${name} failed`));
    },
  });
  return { log, task };
}

describe('runPostLogin', () => {
  it('runs the first steps in order, waits 5 seconds, then the rest', async () => {
    vi.useFakeTimers();
    try {
      const { log, task } = recorder();
      const run = runPostLogin({
        first: [task('profile'), task('contractStats')],
        afterWait: [task('loginHistory'), task('news')],
      });
      await vi.advanceTimersByTimeAsync(0);
      expect(log).toEqual(['profile', 'contractStats']);
      await vi.advanceTimersByTimeAsync(POST_LOGIN_WAIT_MS - 1);
      expect(log).toEqual(['profile', 'contractStats']);
      await vi.advanceTimersByTimeAsync(1);
      await run.done;
      expect(log).toEqual(['profile', 'contractStats', 'loginHistory', 'news']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports a failing task and carries on', async () => {
    const { log, task } = recorder();
    const onError = vi.fn();
    await runPostLogin(
      { first: [task('profile', 'fail'), task('contractStats')], afterWait: [task('news', 'fail'), task('support')] },
      { waitMs: 0, onError },
    ).done;
    expect(log).toEqual(['profile', 'contractStats', 'news', 'support']);
    expect(onError.mock.calls.map(([name]) => name as string)).toEqual(['profile', 'news']);
  });

  it('stops when cancelled during the wait (sign-out)', async () => {
    vi.useFakeTimers();
    try {
      const { log, task } = recorder();
      const run = runPostLogin({ first: [task('profile')], afterWait: [task('news')] });
      await vi.advanceTimersByTimeAsync(100);
      run.cancel();
      await run.done;
      await vi.advanceTimersByTimeAsync(POST_LOGIN_WAIT_MS);
      expect(log).toEqual(['profile']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('aborts the running task and reports nothing for it', async () => {
    const onError = vi.fn();
    let seen: AbortSignal | null = null;
    const run = runPostLogin(
      {
        first: [
          {
            name: 'slow',
            run: (signal) =>
              new Promise((_resolve, reject) => {
                seen = signal;
                signal.addEventListener('abort', () => reject(new Error('aborted')));
              }),
          },
        ],
        afterWait: [],
      },
      { onError },
    );
    run.cancel();
    await run.done;
    expect((seen as AbortSignal | null)?.aborted).toBe(true);
    expect(onError).not.toHaveBeenCalled();
  });
});
