import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUSINESS_REGISTRATION_TYPES, PERSONAL_REGISTRATION_TYPES } from './brand-schema';
import { BRAND_IDS, brandBotCheck, brandFeatureFlags, getBrand, isBrandId, parseBrandId } from './brands';
import { contrastRatio, WCAG_AA } from './colour-contrast';
import { ENVIRONMENT_NAMES } from './environment-names';

const brandsDir = join(import.meta.dirname, '../../../brands');
const brands = BRAND_IDS.map((id) => getBrand(id));

describe('brands', () => {
  it('registers exactly the brand folders that exist', () => {
    const folders = readdirSync(brandsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect([...BRAND_IDS].sort()).toEqual(folders.sort());
  });

  it('parses all six brands, each with its own name and domain', () => {
    expect(brands).toHaveLength(6);
    expect(new Set(brands.map((brand) => brand.name)).size).toBe(6);
    expect(new Set(brands.map((brand) => brand.domain)).size).toBe(6);
    for (const id of BRAND_IDS) expect(getBrand(id).id).toBe(id);
  });

  it('recognises brand ids and explains a wrong one', () => {
    expect(isBrandId('lt-beta')).toBe(true);
    expect(isBrandId('LT-BETA')).toBe(false);
    expect(isBrandId(undefined)).toBe(false);
    expect(parseBrandId('uk-emoney')).toBe('uk-emoney');
    expect(() => parseBrandId('acme')).toThrow(
      'Unknown brand "acme": use one of wallet, bank, pay, lt-alpha, lt-beta, uk-emoney',
    );
  });

  describe.each(BRAND_IDS)('logo files of %s', (id) => {
    const brand = getBrand(id);
    it.each([brand.logo, brand.pdfLogo])('%s exists and is safe to inline under a strict CSP', (file) => {
      const path = join(brandsDir, id, file);
      expect(existsSync(path)).toBe(true);
      const svg = readFileSync(path, 'utf8');
      expect(svg.trimStart().startsWith('<svg')).toBe(true);
      expect(svg).toContain('viewBox=');
      // Inline style would break under style-src CSP, scripts and handlers are never acceptable, and ids
      // would collide when two logos sit in the same document or shadow root.
      expect(svg).not.toMatch(/<style|style=|<script|\son[a-z]+=|\sid=|href=/i);
    });
  });

  it('offers webcam-model and webcam-studio registration in the first brand only', () => {
    for (const brand of brands) {
      const firstBrand = brand.id === 'wallet';
      expect(brand.registration.personalTypes.includes('webcam-model')).toBe(firstBrand);
      expect(brand.registration.businessTypes.includes('webcam-studio')).toBe(firstBrand);
    }
    expect(getBrand('wallet').registration.personalTypes).toEqual([...PERSONAL_REGISTRATION_TYPES]);
    expect(getBrand('wallet').registration.businessTypes).toEqual([...BUSINESS_REGISTRATION_TYPES]);
  });

  it('disables registration for the bank only', () => {
    expect(brands.filter((brand) => !brand.registration.enabled).map((brand) => brand.id)).toEqual(['bank']);
  });

  it('gives the UK e-money brand English and Spanish only, with the FCA in its footer', () => {
    const ukEmoney = getBrand('uk-emoney');
    expect(ukEmoney.languages.available).toEqual(['en', 'es']);
    expect(ukEmoney.regulatorFooter).toMatch(/Financial Conduct Authority \(FCA\)/);
  });

  it('mentions the Bank of Lithuania in the footers of the Lithuanian-licensed brands', () => {
    for (const id of ['lt-alpha', 'lt-beta'] as const)
      expect(getBrand(id).regulatorFooter).toContain('Bank of Lithuania');
  });

  it('defaults every brand to English, which every brand offers', () => {
    for (const brand of brands) {
      expect(brand.languages.default).toBe('en');
      expect(brand.languages.available).toContain('en');
    }
  });

  it('turns source of wealth on for some brands and hides adult-industry options for some', () => {
    const withSourceOfWealth = brands.filter((brand) => brand.features.sourceOfWealth);
    const adultHidden = brands.filter((brand) => brand.features.adultIndustryOptionsHidden);
    expect(withSourceOfWealth.length).toBeGreaterThan(0);
    expect(withSourceOfWealth.length).toBeLessThan(brands.length);
    expect(adultHidden.length).toBeGreaterThan(0);
    expect(adultHidden.length).toBeLessThan(brands.length);
  });

  it('keeps idle timeouts at the 15 minute default unless a brand says otherwise', () => {
    expect(getBrand('pay').idleTimeoutMinutes).toBe(15);
    expect(getBrand('bank').idleTimeoutMinutes).toBe(10);
    // EU PSD2 brand: the 5-minute option.
    expect(getBrand('lt-alpha').idleTimeoutMinutes).toBe(5);
  });

  describe('brandFeatureFlags', () => {
    it('keeps contracts off in production and staging for every brand', () => {
      for (const brand of brands) {
        for (const name of ENVIRONMENT_NAMES.filter((environment) => environment !== 'sandbox')) {
          expect(brandFeatureFlags(brand, name).contracts).toBe(false);
        }
      }
    });

    it("applies the wallet's sandbox override and leaves the other flags alone", () => {
      const wallet = getBrand('wallet');
      expect(brandFeatureFlags(wallet, 'sandbox')).toEqual({ ...wallet.features, contracts: true });
      expect(brandFeatureFlags(getBrand('pay'), 'sandbox').contracts).toBe(false);
    });

    it('does not change the brand it was given', () => {
      const wallet = getBrand('wallet');
      brandFeatureFlags(wallet, 'sandbox');
      expect(wallet.features.contracts).toBe(false);
    });
  });

  it("uses the sandbox's bot check in the sandbox and the brand's own elsewhere", () => {
    for (const brand of brands) {
      expect(brandBotCheck(brand, 'sandbox').provider).toBe('sandbox');
      expect(brandBotCheck(brand, 'production')).toEqual(brand.botCheck);
      expect(brand.botCheck.provider).not.toBe('sandbox');
    }
  });

  describe.each(BRAND_IDS)('theme of %s meets WCAG AA on the white page background', (id) => {
    const { theme } = getBrand(id);
    it('has readable text on primary buttons, at rest and hovered', () => {
      expect(contrastRatio(theme.onPrimary, theme.primary)).toBeGreaterThanOrEqual(WCAG_AA.text);
      expect(contrastRatio(theme.onPrimary, theme.primaryStrong)).toBeGreaterThanOrEqual(WCAG_AA.text);
    });
    it('has readable primary-coloured links and visible focus rings', () => {
      expect(contrastRatio(theme.primary, '#ffffff')).toBeGreaterThanOrEqual(WCAG_AA.text);
      expect(contrastRatio(theme.accent, '#ffffff')).toBeGreaterThanOrEqual(WCAG_AA.nonText);
    });
  });
});
