import { describe, expect, it } from 'vitest';
import { DEMO_PARTNER_BRANDS, parsePartnerEntry, partnerOriginsFor, partnerSites } from './partner-sites.mjs';

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
});
