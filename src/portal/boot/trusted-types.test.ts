import { describe, expect, it, vi } from 'vitest';
import { installTrustedTypesPolicy, isInertMarkup, isSameOriginUrl } from './trusted-types';

describe('the portal Trusted Types policy', () => {
  it('lets inert SVG through and refuses markup that can run code', () => {
    expect(isInertMarkup('<svg viewBox="0 0 10 10"><path d="M0 0h10v10z" fill="#123"/></svg>')).toBe(true);
    expect(isInertMarkup('<img src=x onerror=alert(1)>')).toBe(false);
    expect(isInertMarkup('<svg><script>alert(1)</script></svg>')).toBe(false);
    expect(isInertMarkup('<svg><foreignObject><iframe/></foreignObject></svg>')).toBe(false);
    expect(isInertMarkup('<a href="javascript:alert(1)">x</a>')).toBe(false);
  });

  it('allows script URLs of the page origin only (Web Workers, module preloads)', () => {
    const page = 'https://portal.example/mass-payments';
    expect(isSameOriginUrl('/assets/csv.worker-abc.js', page)).toBe(true);
    expect(isSameOriginUrl('https://portal.example/assets/x.js', page)).toBe(true);
    expect(isSameOriginUrl('https://evil.example/x.js', page)).toBe(false);
    expect(isSameOriginUrl('data:text/javascript,alert(1)', page)).toBe(false);
  });

  it("creates a 'default' policy whose rules throw on refusal", () => {
    const createPolicy = vi.fn((_name: string, rules: Record<string, (input: string) => string>) => rules);
    installTrustedTypesPolicy({
      trustedTypes: { createPolicy },
      location: { href: 'https://portal.example/' },
    } as unknown as Window);
    const [name, rules] = createPolicy.mock.calls[0] ?? [];
    expect(name).toBe('default');
    expect(rules?.createScriptURL?.('/assets/w.js')).toBe('/assets/w.js');
    expect(() => rules?.createScriptURL?.('https://cdn.evil.example/w.js')).toThrow(TypeError);
    expect(() => rules?.createScript?.('alert(1)')).toThrow(TypeError);
  });
});
