import { describe, expect, it } from 'vitest';
import { SEI_MESSAGE_TYPE } from '../../core/auth/sei-handover';
import { SESSION_KEYS } from '../../core/session/session-keys';
import { createMemoryStorage } from '../../core/session/token-store';
import { abandonSeiHandOver } from './sei-hand-over-left';

const STATE = 'a'.repeat(48);
const SEI_PATH = `/auth/sei?origin=${encodeURIComponent('http://shop.example:5174')}&codeChallenge=${'c'.repeat(43)}&state=${STATE}`;

function fakeOpener(closed = false) {
  const posted: { message: unknown; origin: string }[] = [];
  return { posted, closed, postMessage: (message: unknown, origin: string) => posted.push({ message, origin }) };
}

describe('abandonSeiHandOver', () => {
  it('tells the widget that opened the popup, on its exact origin, and forgets the authorize path', () => {
    const storage = createMemoryStorage();
    storage.setItem(SESSION_KEYS.seiPath, SEI_PATH);
    const opener = fakeOpener();
    expect(abandonSeiHandOver(storage, opener as unknown as Window)).toBe(true);
    expect(opener.posted).toEqual([
      { message: { type: SEI_MESSAGE_TYPE, state: STATE, outcome: 'left' }, origin: 'http://shop.example:5174' },
    ]);
    expect(storage.getItem(SESSION_KEYS.seiPath)).toBeNull();
  });

  it('does nothing without a remembered hand-over, and posts nothing to a closed window or a malformed path', () => {
    const opener = fakeOpener();
    expect(abandonSeiHandOver(createMemoryStorage(), opener as unknown as Window)).toBe(false);
    const storage = createMemoryStorage();
    storage.setItem(SESSION_KEYS.seiPath, SEI_PATH);
    const closed = fakeOpener(true);
    expect(abandonSeiHandOver(storage, closed as unknown as Window)).toBe(true);
    storage.setItem(SESSION_KEYS.seiPath, '/auth/sei?origin=javascript:alert(1)');
    expect(abandonSeiHandOver(storage, opener as unknown as Window)).toBe(true);
    expect([...opener.posted, ...closed.posted]).toEqual([]);
  });

  it("tells an element in the portal's frame (isolation mode) on the portal's own origin, not the partner's", () => {
    const storage = createMemoryStorage();
    storage.setItem(SESSION_KEYS.seiPath, `${SEI_PATH}&embedded=1`);
    const opener = fakeOpener();
    expect(abandonSeiHandOver(storage, opener as unknown as Window, 'https://portal.example')).toBe(true);
    expect(opener.posted).toEqual([
      { message: { type: SEI_MESSAGE_TYPE, state: STATE, outcome: 'left' }, origin: 'https://portal.example' },
    ]);
  });
});
