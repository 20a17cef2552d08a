import { describe, expect, it } from 'vitest';
import payJson from '../../../brands/pay/brand.json';
import { BrandConfigError, DEFAULT_IDLE_TIMEOUT_MINUTES, parseBrand } from './brand-schema';

type Json = Record<string, unknown>;

/** A deep copy of the pay brand file with one change applied. */
function payWith(change: (json: Json) => void): Json {
  const json = structuredClone(payJson) as Json;
  change(json);
  return json;
}

function section(json: Json, key: string): Json {
  return json[key] as Json;
}

function errorOf(run: () => unknown): BrandConfigError {
  try {
    run();
  } catch (error) {
    if (error instanceof BrandConfigError) return error;
    throw error;
  }
  throw new Error('expected a BrandConfigError');
}

describe('parseBrand', () => {
  it('accepts a valid brand file and fills in defaults', () => {
    const brand = parseBrand('pay', payJson);
    expect(brand.name).toBe('Quill Pay');
    expect(brand.idleTimeoutMinutes).toBe(DEFAULT_IDLE_TIMEOUT_MINUTES);
  });

  it('names the brand and the field of a malformed value', () => {
    const error = errorOf(() =>
      parseBrand(
        'pay',
        payWith((json) => (section(json, 'support').whatsapp = '07700 900 103')),
      ),
    );
    expect(error.message).toMatch(/^brand 'pay': support\.whatsapp: Invalid input: expected an E\.164 number/);
    expect(error.brandId).toBe('pay');
  });

  it('names a missing field and the type it expected', () => {
    const error = errorOf(() =>
      parseBrand(
        'pay',
        payWith((json) => delete json.regulatorFooter),
      ),
    );
    expect(error.message).toBe("brand 'pay': regulatorFooter: Invalid input: expected string");
    const fees = errorOf(() =>
      parseBrand(
        'pay',
        payWith((json) => delete section(json, 'legalLinks').fees),
      ),
    );
    expect(fees.message).toBe("brand 'pay': legalLinks.fees: Invalid input: expected an https:// URL");
  });

  it('rejects unknown keys, so typos do not pass silently', () => {
    const error = errorOf(() =>
      parseBrand(
        'pay',
        payWith((json) => (section(json, 'theme').primery = '#000000')),
      ),
    );
    expect(error.message).toBe("brand 'pay': theme.primery: Unrecognized key(s): primery");
  });

  it('lists every problem, with array indexes in the path', () => {
    const error = errorOf(() =>
      parseBrand(
        'pay',
        payWith((json) => {
          section(json, 'registration').personalTypes = ['webmaster', 'astronaut'];
          section(json, 'theme').primary = 'green';
          section(json, 'legalLinks').terms = 'http://quill-pay.example/terms';
        }),
      ),
    );
    expect(error.problems).toHaveLength(3);
    expect(error.message).toContain('registration.personalTypes[1]: Invalid input: expected one of "webmaster"');
    expect(error.message).toContain('theme.primary: Invalid input: expected a colour written #rrggbb');
    expect(error.message).toContain('legalLinks.terms: Invalid input: expected an https:// URL');
  });

  it('requires the default language to be one of the available languages', () => {
    const error = errorOf(() =>
      parseBrand(
        'pay',
        payWith((json) => (section(json, 'languages').default = 'ru')),
      ),
    );
    expect(error.message).toMatch(/^brand 'pay': languages\.default: Invalid input: the default language/);
  });

  it('rejects languages outside the supported six', () => {
    const error = errorOf(() =>
      parseBrand(
        'pay',
        payWith((json) => (section(json, 'languages').available = ['en', 'lt'])),
      ),
    );
    expect(error.message).toContain(
      'languages.available[1]: Invalid input: expected one of "en", "es", "pt", "ro", "ru", "uk"',
    );
  });

  it('rejects an enabled registration without any type', () => {
    const error = errorOf(() =>
      parseBrand(
        'pay',
        payWith((json) => {
          section(json, 'registration').personalTypes = [];
          section(json, 'registration').businessTypes = [];
        }),
      ),
    );
    expect(error.message).toContain('registration.enabled: Invalid input: enabled registration needs at least one');
  });

  it('validates per-environment overrides and their environment names', () => {
    const error = errorOf(() =>
      parseBrand(
        'pay',
        payWith((json) => (json.environments = { staging16: {}, sandbox: { features: { contracts: 'yes' } } })),
      ),
    );
    expect(error.message).toContain('environments.staging16');
    expect(error.message).toContain('environments.sandbox.features.contracts: Invalid input: expected boolean');
  });

  it('requires the file id to match the folder it came from', () => {
    const error = errorOf(() => parseBrand('bank', payJson));
    expect(error.message).toBe("brand 'bank': id: Invalid input: expected 'bank' (the folder name), found 'pay'");
  });

  it('keeps idle timeouts within sensible whole minutes', () => {
    expect(() =>
      parseBrand(
        'pay',
        payWith((json) => (json.idleTimeoutMinutes = 0)),
      ),
    ).toThrow(/idleTimeoutMinutes/);
    expect(() =>
      parseBrand(
        'pay',
        payWith((json) => (json.idleTimeoutMinutes = 2.5)),
      ),
    ).toThrow(/idleTimeoutMinutes/);
    expect(
      parseBrand(
        'pay',
        payWith((json) => (json.idleTimeoutMinutes = 30)),
      ).idleTimeoutMinutes,
    ).toBe(30);
  });

  it('reports a file that is not an object at all', () => {
    expect(() => parseBrand('pay', null)).toThrow("brand 'pay': (file): Invalid input: expected object");
  });
});
