import { describe, expect, it } from 'vitest';
import {
  DEMO_PARTNER_BRANDS,
  originMatches,
  parsePartnerEntry,
  partnerOriginsFor,
  partnerSites,
} from './partner-sites.mjs';

describe('partner registry (scripts/partner-sites.mjs)', () => {
  it('registers the demo page and each SANDBOX_SEI_PARTNERS entry for its own brands', () => {
    const sites = partnerSites({
      PARTNER_PORT: '6174',
      SANDBOX_SEI_PARTNERS: 'https://shop.example/path=Shop@Home@wallet+pay, https://harbour.example=Harbour Shop@bank',
    });
    expect(sites).toEqual([
      { origin: 'http://127.0.0.1:6174', name: 'Demo Shop', brands: DEMO_PARTNER_BRANDS },
      { origin: 'https://shop.example', name: 'Shop@Home', brands: ['wallet', 'pay'] },
      { origin: 'https://harbour.example', name: 'Harbour Shop', brands: ['bank'] },
    ]);
    expect(partnerOriginsFor(sites, 'bank')).toEqual(['http://127.0.0.1:6174', 'https://harbour.example']);
    expect(partnerOriginsFor(sites, 'pay')).toEqual(['http://127.0.0.1:6174', 'https://shop.example']);
    expect(partnerOriginsFor(sites, 'lt-alpha')).toEqual([]);
    expect(partnerOriginsFor(sites, null)).toEqual([]);
    expect(partnerOriginsFor(sites, 'acme')).toEqual([]);
  });

  it('refuses an entry without a name or brands, or with a brand that does not exist', () => {
    expect(() => parsePartnerEntry('https://shop.example=Example Shop')).toThrow(/origin=Display name@brand\+brand/);
    expect(() => parsePartnerEntry('https://shop.example=@wallet')).toThrow(/display name/);
    expect(() => parsePartnerEntry('https://shop.example=Shop@')).toThrow(/brands out of/);
    expect(() => parsePartnerEntry('https://shop.example=Shop@wallet+acme')).toThrow(/brands out of/);
  });

  it('registers local development origins for every brand only when SANDBOX_LOCAL_PARTNERS=1', () => {
    expect(partnerSites({ PARTNER_PORT: '6174' }).map((site) => site.origin)).toEqual(['http://127.0.0.1:6174']);
    const sites = partnerSites({ PARTNER_PORT: '6174', SANDBOX_LOCAL_PARTNERS: '1' });
    for (const brand of ['wallet', 'lt-alpha', 'uk-emoney']) {
      expect(partnerOriginsFor(sites, brand)).toEqual(
        expect.arrayContaining(['http://localhost:*', 'http://127.0.0.1:*']),
      );
    }
  });

  it('matches a port wildcard to any port of its host and scheme, and nothing else', () => {
    expect(originMatches('http://localhost:*', 'http://localhost:5173')).toBe(true);
    expect(originMatches('http://localhost:*', 'http://localhost')).toBe(true);
    expect(originMatches('http://127.0.0.1:*', 'http://127.0.0.1:3000')).toBe(true);
    expect(originMatches('http://localhost:*', 'https://localhost:5173')).toBe(false);
    expect(originMatches('http://localhost:*', 'http://localhost.evil.example:80')).toBe(false);
    expect(originMatches('http://127.0.0.1:*', 'http://127.0.0.2:3000')).toBe(false);
    expect(originMatches('http://localhost:*', 'not a url')).toBe(false);
    expect(originMatches('https://shop.example', 'https://shop.example')).toBe(true);
    expect(originMatches('https://shop.example', 'https://shop.example:8443')).toBe(false);
  });
});
