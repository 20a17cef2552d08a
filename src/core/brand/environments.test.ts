import { describe, expect, it } from 'vitest';
import { BRAND_IDS } from './brands';
import { DEFAULT_SANDBOX_ORIGIN, ENVIRONMENT_NAMES, resolveEnvironment, type EnvironmentConfig } from './environments';

const SERVICE_KEYS = [
  'apiBase',
  'authBase',
  'twoStepBase',
  'verificationBase',
  'contractsBase',
  'supportBase',
  'publicApiBase',
  'pdfBase',
] as const satisfies readonly (keyof EnvironmentConfig)[];

describe('resolveEnvironment', () => {
  it('knows production, staging1 to staging15 and the sandbox', () => {
    expect(ENVIRONMENT_NAMES).toHaveLength(17);
    expect(ENVIRONMENT_NAMES[0]).toBe('production');
    expect(ENVIRONMENT_NAMES).toContain('staging1');
    expect(ENVIRONMENT_NAMES).toContain('staging15');
    expect(ENVIRONMENT_NAMES).toContain('sandbox');
  });

  it('points every service at the local sandbox by default', () => {
    expect(DEFAULT_SANDBOX_ORIGIN).toBe('http://127.0.0.1:4010');
    expect(resolveEnvironment('wallet', 'sandbox')).toEqual({
      name: 'sandbox',
      apiBase: 'http://127.0.0.1:4010/api/v4',
      authBase: 'http://127.0.0.1:4010',
      twoStepBase: 'http://127.0.0.1:4010',
      verificationBase: 'http://127.0.0.1:4010',
      contractsBase: 'http://127.0.0.1:4010',
      supportBase: 'http://127.0.0.1:4010/support-desk',
      publicApiBase: 'http://127.0.0.1:4010',
      pdfBase: 'http://127.0.0.1:4010',
      websocketUrl: 'ws://127.0.0.1:4010/ws',
      portalOrigin: 'http://127.0.0.1:5173',
    });
  });

  it("takes the portal origin that runs against the sandbox, for the widgets' sign-in popup", () => {
    expect(resolveEnvironment('wallet', 'sandbox', { portalOrigin: 'http://127.0.0.1:5383/' }).portalOrigin).toBe(
      'http://127.0.0.1:5383',
    );
    expect(resolveEnvironment('wallet', 'production').portalOrigin).toMatch(/^https:\/\/my\./);
  });

  it('takes another sandbox origin, normalised to an origin', () => {
    const environment = resolveEnvironment('pay', 'sandbox', { sandboxOrigin: 'http://localhost:4999/' });
    expect(environment.apiBase).toBe('http://localhost:4999/api/v4');
    expect(environment.authBase).toBe('http://localhost:4999');
    expect(environment.websocketUrl).toBe('ws://localhost:4999/ws');
    expect(resolveEnvironment('pay', 'sandbox', { sandboxOrigin: 'https://sandbox.test' }).websocketUrl).toBe(
      'wss://sandbox.test/ws',
    );
  });

  it('rejects a sandbox origin that is not an http(s) URL', () => {
    expect(() => resolveEnvironment('pay', 'sandbox', { sandboxOrigin: '127.0.0.1:4010' })).toThrow(/sandboxOrigin/);
    expect(() => resolveEnvironment('pay', 'sandbox', { sandboxOrigin: 'ftp://127.0.0.1' })).toThrow(/http/);
  });

  it('ignores the sandbox origin outside the sandbox', () => {
    expect(resolveEnvironment('bank', 'production', { sandboxOrigin: 'http://localhost:1' }).apiBase).toBe(
      'https://api.harbour-bank.example/api/v4',
    );
  });

  it("uses each brand's own https hosts in production, API version 4 and a secure websocket", () => {
    const apiBases = new Set<string>();
    for (const id of BRAND_IDS) {
      const environment = resolveEnvironment(id, 'production');
      expect(environment.name).toBe('production');
      for (const key of SERVICE_KEYS) expect(new URL(environment[key]).protocol).toBe('https:');
      expect(environment.apiBase).toMatch(/\/api\/v4$/);
      expect(environment.websocketUrl).toMatch(/^wss:\/\//);
      apiBases.add(environment.apiBase);
    }
    expect(apiBases.size).toBe(BRAND_IDS.length);
  });

  it('gives every staging environment its own hosts', () => {
    const staging7 = resolveEnvironment('lt-alpha', 'staging7');
    expect(staging7.apiBase).toBe('https://api.staging7.aurum-finance.example/api/v4');
    expect(staging7.authBase).toBe('https://auth.staging7.aurum-finance.example');
    expect(staging7.websocketUrl).toBe('wss://ws.staging7.aurum-finance.example/ws');
    const hosts = ENVIRONMENT_NAMES.filter((name) => name !== 'sandbox').map(
      (name) => resolveEnvironment('lt-alpha', name).apiBase,
    );
    expect(new Set(hosts).size).toBe(16);
  });

  it('explains an unknown environment name', () => {
    expect(() => resolveEnvironment('wallet', 'staging16')).toThrow(
      'Unknown environment "staging16": use production, staging1 to staging15, or sandbox',
    );
    expect(() => resolveEnvironment('wallet', 'Production')).toThrow(/Unknown environment/);
  });
});
