// @vitest-environment happy-dom
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/api/errors';
import { queryOptions } from '../../core/resource/query-options';
import { createResourceCache } from '../../core/resource/resource-cache';
import { renderWithI18n } from '../test-utils';
import { LoadGate } from './load-gate';
import { useMutation } from './use-mutation';
import { useQuery } from './use-query';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useQuery', () => {
  it('loads a read once for every screen that shows it, and again after a write invalidates it', async () => {
    const cache = createResourceCache();
    let loads = 0;
    const balances = queryOptions({ key: 'balances/', load: () => Promise.resolve((loads += 1)) });
    const first = renderHook(() => useQuery(cache, balances));
    const second = renderHook(() => useQuery(cache, balances));
    await waitFor(() => expect(first.result.current.data).toBe(1));
    expect(second.result.current.data).toBe(1);
    expect(loads).toBe(1);
    act(() => cache.invalidate('balances/'));
    await waitFor(() => expect(first.result.current.data).toBe(2));
    expect(loads).toBe(2);
  });

  it('waits while the query is null', () => {
    const cache = createResourceCache();
    const { result } = renderHook(() => useQuery<number>(cache, null));
    expect(result.current.status).toBe('idle');
  });
});

describe('useMutation', () => {
  it('runs one write for a double submit, then reloads the reads it names', async () => {
    const cache = createResourceCache();
    await cache.load('accounts/', () => Promise.resolve('before'));
    let writes = 0;
    const pending = deferred<string>();
    const { result } = renderHook(() =>
      useMutation(cache, {
        run: () => {
          writes += 1;
          return pending.promise;
        },
        invalidates: ['accounts/'],
      }),
    );
    let first!: Promise<string | undefined>;
    let second!: Promise<string | undefined>;
    act(() => {
      first = result.current.mutate(undefined);
      second = result.current.mutate(undefined);
    });
    expect(first).toBe(second);
    await waitFor(() => expect(result.current.pending).toBe(true));
    await act(async () => {
      pending.resolve('booked');
      await first;
    });
    expect(writes).toBe(1);
    expect(result.current).toMatchObject({ pending: false, data: 'booked', error: null });
    // Stale: the next read loads again.
    let reloaded = false;
    await cache.load('accounts/', () => {
      reloaded = true;
      return Promise.resolve('after');
    });
    expect(reloaded).toBe(true);
  });

  it('keeps a refusal, with its field errors, and never rejects', async () => {
    const cache = createResourceCache();
    const refusal = new ApiError({
      code: '-1',
      message: 'Invalid data',
      validationErrors: [{ field: 'data.toAccount', description: 'No such account' }],
    });
    const { result } = renderHook(() =>
      useMutation(cache, { run: () => Promise.reject(refusal), fieldAliases: { toAccount: 'recipient' } }),
    );
    let answer: unknown = 'unset';
    await act(async () => {
      answer = await result.current.mutate(undefined);
    });
    expect(answer).toBeUndefined();
    expect(result.current.error).toBe(refusal);
    expect(result.current.fieldErrors).toMatchObject({ recipient: 'No such account', toAccount: 'No such account' });
    act(() => result.current.reset());
    expect(result.current.error).toBeNull();
  });
});

describe('LoadGate', () => {
  function Screen({ cache, load }: { cache: ReturnType<typeof createResourceCache>; load: () => Promise<string[]> }) {
    const view = useQuery(cache, queryOptions({ key: 'items', load }));
    return (
      <LoadGate
        view={view}
        errorTitle="Your items could not be loaded."
        isEmpty={(items) => items.length === 0}
        empty={<p>No items yet.</p>}
      >
        {(items) => (
          <ul>
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </LoadGate>
    );
  }

  it('shows a skeleton, then the failure with Try again, then the content after the retry', async () => {
    const cache = createResourceCache();
    let attempt = 0;
    const load = () => {
      attempt += 1;
      return attempt === 1
        ? Promise.reject(new ApiError({ code: 'SERVER_ERROR', message: 'The server failed.' }))
        : Promise.resolve(['Rent']);
    };
    renderWithI18n(<Screen cache={cache} load={load} />);
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByText('Your items could not be loaded.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Rent')).toBeTruthy();
    expect(screen.queryByText('Your items could not be loaded.')).toBeNull();
  });

  it('shows the empty state when there is nothing', async () => {
    renderWithI18n(<Screen cache={createResourceCache()} load={() => Promise.resolve([])} />);
    expect(await screen.findByText('No items yet.')).toBeTruthy();
  });
});
