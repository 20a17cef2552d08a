/** The BFF passes the contract's operations and nothing else. */
import { describe, expect, it } from 'vitest';
import { operations } from '../src/core/api/contract/operations';
import { allowedOperation, METHOD_API_PATH } from './allow-list';

describe('allow-list', () => {
  it('knows each named method by name, posted to the method API only', () => {
    expect(allowedOperation('POST', METHOD_API_PATH, 'customerInfoGet')).toBe(operations.customerInfoGet);
    expect(allowedOperation('GET', METHOD_API_PATH, 'customerInfoGet')).toBeNull();
    expect(allowedOperation('POST', METHOD_API_PATH, 'noSuchMethod')).toBeNull();
    expect(allowedOperation('POST', METHOD_API_PATH, null)).toBeNull();
  });

  it('knows each REST operation by HTTP method and path, parameters included', () => {
    expect(allowedOperation('POST', '/auth/login', null)).toBe(operations.login);
    expect(allowedOperation('PUT', '/auth/login/abc123/confirm', null)).toBe(operations.loginConfirm);
    expect(allowedOperation('GET', '/auth/login', null)).toBeNull();
    expect(allowedOperation('PUT', '/auth/login/a/b/confirm', null)).toBeNull();
  });

  it('refuses the refresh call (the BFF refreshes itself) and the sandbox control API', () => {
    expect(allowedOperation('POST', '/auth/refresh', null)).toBeNull();
    expect(allowedOperation('GET', '/sandbox/stats', null)).toBeNull();
    expect(allowedOperation('POST', '/sandbox/faults', null)).toBeNull();
  });
});
