import { describe, expect, it } from 'vitest';
import { createKeyedLoader } from './keyed-loader';

describe('createKeyedLoader', () => {
  it('fetches a key once for callers asking at once, then answers from memory', async () => {
    const asked: string[] = [];
    const loader = createKeyedLoader<string, string>(
      (key) => {
        asked.push(key);
        return Promise.resolve(key.toUpperCase());
      },
      [['en', 'EN']],
    );
    expect(loader.peek('ro')).toBeUndefined();
    const [first, second] = await Promise.all([loader.load('ro'), loader.load('ro')]);
    expect([first, second]).toEqual(['RO', 'RO']);
    expect(await loader.load('en')).toBe('EN');
    expect(loader.peek('ro')).toBe('RO');
    expect(asked).toEqual(['ro']);
    expect([...loader.entries()]).toEqual([
      ['en', 'EN'],
      ['ro', 'RO'],
    ]);
  });

  it('forgets a failed fetch, so the next ask tries again', async () => {
    let attempts = 0;
    const loader = createKeyedLoader<string, number>(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(attempts);
    });
    await expect(loader.load('a')).rejects.toThrow('offline');
    expect(loader.peek('a')).toBeUndefined();
    expect(await loader.load('a')).toBe(2);
  });
});
