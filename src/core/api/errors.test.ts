import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  emptyReplyError,
  ERROR_DEFAULT_TEXT,
  ERROR_TEXT,
  errorFromEnvelope,
  errorFromFailure,
  errorFromHttpStatus,
  errorPopupText,
  errorText,
  invalidResponseError,
  isDefinitiveRefusal,
  isTransientFailure,
  loginFailure,
  tokenStepFailure,
} from './errors';

describe('errorFromEnvelope (spec 1 section 8)', () => {
  it("'00' is success", () => {
    expect(errorFromEnvelope({ responseCode: '00', responseDescription: 'OK' })).toBeNull();
  });

  it('VF joins the validation error descriptions with a space', () => {
    const error = errorFromEnvelope({
      responseCode: 'VF',
      responseDescription: 'Validation failed',
      validationErrors: [
        { field: 'amount', description: 'Amount is required.' },
        { field: 'currency', description: 'Currency is invalid.' },
      ],
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error?.code).toBe('VF');
    expect(error?.message).toBe('Amount is required. Currency is invalid.');
    expect(error?.validationErrors).toEqual([
      { field: 'amount', description: 'Amount is required.' },
      { field: 'currency', description: 'Currency is invalid.' },
    ]);
    expect(error?.isServerMessage).toBe(true);
  });

  it('a field path in front of a description is dropped; the code is kept for the translation', () => {
    const error = errorFromEnvelope({
      responseCode: 'VF',
      validationErrors: [
        { field: 'mainDocument', code: 'fileMissing', description: 'mainDocument: Attach the document' },
        { field: 'iban', description: 'data.iban: Check the IBAN' },
        { field: 'name', description: 'Note: the name is too long' },
      ],
    });
    expect(error?.validationErrors).toEqual([
      { field: 'mainDocument', code: 'fileMissing', description: 'Attach the document' },
      { field: 'iban', description: 'Check the IBAN' },
      { field: 'name', description: 'Note: the name is too long' },
    ]);
    expect(error?.message).toBe('Attach the document Check the IBAN Note: the name is too long');
  });

  it('VF with a single validation error object uses its description', () => {
    const error = errorFromEnvelope({ responseCode: 'VF', validationErrors: { description: 'E-mail is taken.' } });
    expect(error?.message).toBe('E-mail is taken.');
  });

  it('VF without validation errors falls back to the response description', () => {
    expect(errorFromEnvelope({ responseCode: 'VF', responseDescription: 'Check the form' })?.message).toBe(
      'Check the form',
    );
  });

  it.each(['AU', 'ENOA', 'UE', 'CA', '13', 'TA1', 'IM', 'XYZ'])('%s shows the response description', (code) => {
    const error = errorFromEnvelope({ responseCode: code, responseDescription: `Failure ${code}` });
    expect(error?.code).toBe(code);
    expect(error?.message).toBe(`Failure ${code}`);
  });

  it('without a description, errors are joined by ", " (strings or { message })', () => {
    const error = errorFromEnvelope({ responseCode: 'UE', errors: ['First', { message: 'Second' }] });
    expect(error?.message).toBe('First, Second');
  });

  it('uses a top-level message before errors', () => {
    expect(errorFromEnvelope({ responseCode: 'UE', message: 'From message', errors: ['x'] })?.message).toBe(
      'From message',
    );
  });

  it("falls back to the translated 'serverError' text", () => {
    const error = errorFromEnvelope({ responseCode: 'UE' });
    expect(error?.messageKey).toBe(ERROR_TEXT.serverError);
    expect(error?.message).toBe(ERROR_DEFAULT_TEXT['errors.serverError']);
    expect(error?.isServerMessage).toBe(false);
  });

  it('TE carries the terms to accept', () => {
    const error = errorFromEnvelope({
      responseCode: 'TE',
      responseDescription: 'Please accept the new terms',
      terms: [{ id: 3, title: 'Terms of use', url: 'https://example.test/terms' }],
    });
    expect(error?.code).toBe('TE');
    expect(error?.terms).toEqual([{ id: 3, title: 'Terms of use', url: 'https://example.test/terms' }]);
  });

  it('a body that is no envelope is a serverError', () => {
    expect(errorFromEnvelope('nonsense')?.messageKey).toBe(ERROR_TEXT.serverError);
    expect(errorFromEnvelope({ foo: 1 })?.code).toBe('UE');
  });

  it('keeps the operation in the error', () => {
    expect(errorFromEnvelope({ responseCode: 'UE' }, { operation: 'balanceInquiry' })?.operation).toBe(
      'balanceInquiry',
    );
  });
});

describe('errorFromHttpStatus', () => {
  it("HTTP 500 shows 'Server is not available'", () => {
    const error = errorFromHttpStatus(500, { message: 'stack trace' });
    expect(error.message).toBe('Server is not available');
    expect(error.messageKey).toBe(ERROR_TEXT.serverUnavailable);
    expect(error.status).toBe(500);
  });

  it('REST 403 and 404 with { message } show the message', () => {
    const forbidden = errorFromHttpStatus(403, { message: 'Not your contract' }, { operation: 'GET /contract' });
    expect(forbidden.message).toBe('Not your contract');
    expect(forbidden.code).toBe('13');
    expect(forbidden.status).toBe(403);
    expect(errorFromHttpStatus(404, { message: 'Contract not found' }).message).toBe('Contract not found');
  });

  it("a REST code beside the message is shown translated; the English stays for logs and the error still counts as the server's", () => {
    const error = errorFromHttpStatus(
      401,
      { code: 'invalidCredentials', message: 'Invalid username or password' },
      { operation: 'POST /auth/login' },
    );
    expect(error.message).toBe('Invalid username or password');
    expect(error.messageKey).toBe('errors.invalidCredentials');
    expect(error.isServerMessage).toBe(true);
    expect(
      errorText(error, (key) => (key === 'errors.invalidCredentials' ? 'Nume de utilizator sau parolă greșite' : key)),
    ).toBe('Nume de utilizator sau parolă greșite');
    expect(loginFailure(error)).toBe(error);
    expect(errorFromHttpStatus(400, { code: 'invalidOtp', message: 'Invalid one-time password' }).messageKey).toBe(
      'errors.invalidOtp',
    );
    // An unknown code keeps the server's words.
    expect(errorFromHttpStatus(400, { code: 'somethingNew', message: 'New text' }).messageKey).toBeUndefined();
  });

  it('an envelope in an error reply follows the envelope rules', () => {
    const error = errorFromHttpStatus(400, { responseCode: 'TA1', responseDescription: 'Invalid params' });
    expect(error.code).toBe('TA1');
    expect(error.message).toBe('Invalid params');
    expect(error.status).toBe(400);
  });

  it("401 without a body is an auth error with the 'serverError' text", () => {
    const error = errorFromHttpStatus(401, undefined);
    expect(error.code).toBe('AU');
    expect(error.messageKey).toBe(ERROR_TEXT.serverError);
  });
});

describe('errorFromFailure', () => {
  it('a generic call failure is a network error (AE) with the message', () => {
    const error = errorFromFailure(new TypeError('fetch failed'), { operation: 'ipInfo' });
    expect(error.code).toBe('AE');
    expect(error.message).toBe('fetch failed');
    expect(error.operation).toBe('ipInfo');
    expect(error.isServerMessage).toBe(false);
  });

  it("an unknown error gives the translated 'networkError' text", () => {
    const error = errorFromFailure({ weird: true });
    expect(error.messageKey).toBe(ERROR_TEXT.networkError);
    expect(errorText(error, (key) => `t:${key}`)).toBe('t:errors.networkError');
  });

  it('passes an ApiError through', () => {
    const original = errorFromHttpStatus(500, undefined);
    expect(errorFromFailure(original)).toBe(original);
  });
});

describe('isTransientFailure', () => {
  it('no answer, a 5xx, 408, 429 or an unreadable answer: nothing was decided', () => {
    for (const status of [500, 502, 503, 408, 429])
      expect(isTransientFailure(errorFromHttpStatus(status, { message: 'Busy' }))).toBe(true);
    expect(
      isTransientFailure(new ApiError({ code: 'AE', message: 'Network error', messageKey: ERROR_TEXT.networkError })),
    ).toBe(true);
    expect(isTransientFailure(new ApiError({ code: 'AE', message: 'Timed out', messageKey: ERROR_TEXT.timeout }))).toBe(
      true,
    );
    expect(isTransientFailure(emptyReplyError())).toBe(true);
  });

  it('a refusal the server gave is not: an envelope code, a 4xx with or without its reason', () => {
    expect(isTransientFailure(errorFromEnvelope({ responseCode: '13', responseDescription: 'Access denied' }))).toBe(
      false,
    );
    expect(isTransientFailure(errorFromHttpStatus(403, { message: 'Forbidden' }))).toBe(false);
    expect(isTransientFailure(errorFromHttpStatus(404, undefined))).toBe(false);
    expect(isTransientFailure(errorFromFailure(new Error('a bug')))).toBe(false);
    expect(isTransientFailure('not an error')).toBe(false);
  });

  it('isDefinitiveRefusal: a 4xx the server gave (not 408 or 429), nothing transient, nothing without a status', () => {
    expect(isDefinitiveRefusal(errorFromHttpStatus(400, { message: 'Invalid refresh token' }))).toBe(true);
    expect(isDefinitiveRefusal(errorFromHttpStatus(401, undefined))).toBe(true);
    for (const status of [408, 429, 500, 503])
      expect(isDefinitiveRefusal(errorFromHttpStatus(status, { message: 'Busy' }))).toBe(false);
    expect(
      isDefinitiveRefusal(
        new ApiError({ code: 'UE', message: 'Bad reply', messageKey: ERROR_TEXT.invalidResponse, status: 400 }),
      ),
    ).toBe(false);
    expect(isDefinitiveRefusal(errorFromEnvelope({ responseCode: '13', responseDescription: 'Access denied' }))).toBe(
      false,
    );
    expect(
      isDefinitiveRefusal(new ApiError({ code: 'AE', message: 'Network error', messageKey: ERROR_TEXT.networkError })),
    ).toBe(false);
  });
});

describe('emptyReplyError and invalidResponseError', () => {
  it("an empty reply gives the translated 'serverError' text", () => {
    expect(emptyReplyError().messageKey).toBe(ERROR_TEXT.serverError);
  });

  it('a schema failure is UE and names the operation', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = invalidResponseError('customerInfoGet', [{ path: ['customer', 'login'], message: 'Invalid input' }]);
    expect(error.code).toBe('UE');
    expect(error.operation).toBe('customerInfoGet');
    expect(error.messageKey).toBe(ERROR_TEXT.invalidResponse);
    expect(error.message).not.toContain('customer.login');
    expect(warn).toHaveBeenCalledWith(
      '[wallet api] Invalid response from customerInfoGet: customer.login: Invalid input',
    );
    warn.mockRestore();
  });
});

describe('loginFailure', () => {
  it('shows the server message', () => {
    const server = errorFromHttpStatus(401, { message: 'Wrong e-mail or password' });
    expect(loginFailure(server).message).toBe('Wrong e-mail or password');
  });

  it("otherwise 'unknown error'", () => {
    expect(loginFailure(errorFromFailure(new Error('socket hang up'))).message).toBe('unknown error');
    expect(loginFailure(new Error('x')).message).toBe('unknown error');
    expect(loginFailure(errorFromHttpStatus(400, undefined)).messageKey).toBe(ERROR_TEXT.unknownError);
  });
});

describe('tokenStepFailure', () => {
  it("'[get token error] bad status' for an error reply without a message", () => {
    expect(tokenStepFailure(errorFromHttpStatus(400, undefined)).message).toBe('[get token error] bad status');
    expect(tokenStepFailure(errorFromHttpStatus(502, undefined)).message).toBe('[get token error] bad status');
  });

  it('the server message when there is one', () => {
    expect(tokenStepFailure(errorFromHttpStatus(400, { message: 'Invalid code verifier' })).message).toBe(
      'Invalid code verifier',
    );
  });

  it("'[get token error] strange error' for a success reply without tokens", () => {
    expect(tokenStepFailure(invalidResponseError('POST /auth/token', [])).message).toBe(
      '[get token error] strange error',
    );
    expect(tokenStepFailure(emptyReplyError()).message).toBe('[get token error] strange error');
  });

  it("'[get token error] unknow error' for anything else", () => {
    expect(tokenStepFailure(errorFromFailure(new Error('offline'))).message).toBe('[get token error] unknow error');
    expect(tokenStepFailure('boom').message).toBe('[get token error] unknow error');
  });
});

describe('errorPopupText (spec 1 section 5)', () => {
  it('a description of 50 characters or fewer is the header', () => {
    const text = 'x'.repeat(50);
    expect(errorPopupText(errorFromEnvelope({ responseCode: 'UE', responseDescription: text }))).toEqual({
      header: text,
      body: null,
    });
  });

  it("a longer description goes to the body with the header 'Error'", () => {
    const text = 'y'.repeat(51);
    expect(errorPopupText(text)).toEqual({ header: 'Error', body: text });
  });

  it('translates our own texts', () => {
    const translate = (key: string) => (key === 'errors.popupHeader' ? 'Fehler' : 'Serverfehler');
    expect(errorPopupText(emptyReplyError(), translate)).toEqual({ header: 'Serverfehler', body: null });
  });
});

describe('ERROR_DEFAULT_TEXT', () => {
  it('has English text for every key', () => {
    for (const key of Object.values(ERROR_TEXT)) expect(ERROR_DEFAULT_TEXT[key]).toBeTruthy();
  });
});
