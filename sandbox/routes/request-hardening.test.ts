/**
 * The sandbox as the reference for the bank API's input handling: malformed multipart is a 400 with the envelope,
 * bodies over their route's limit are refused with 413 before they are read, names are checked with the contract's
 * patterns on the server, and uploaded file names are shown without path parts or bidi controls.
 */
import { describe, expect, it } from 'vitest';
import { displayFileName } from '../../src/core/api/contract/common';
import { DEMO_USERS } from '../db/seed';
import { bearer, callMethod, send, signIn, useTestSandbox, uploadMethod } from '../test-support';
import { JSON_BODY_LIMIT_BYTES } from './body-limits';

const t = useTestSandbox();

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]);

const upload = (name: string, data: Record<string, unknown>, files: Record<string, File>, token: string) =>
  uploadMethod(t.sandbox, name, data, files, token);

describe('malformed and oversized requests', () => {
  it('a multipart body with a wrong boundary is a 400 with the envelope, not a 500', async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.unverified);
    const body = '--right\r\nContent-Disposition: form-data; name="data"\r\n\r\n{}\r\n--right--\r\n';
    const response = await t.sandbox.fetch('/api/v4?method=customerDocumentUpload', {
      method: 'POST',
      body,
      headers: { ...bearer(accessToken), 'content-type': 'multipart/form-data; boundary=wrong' },
    });
    expect(response.status).toBe(400);
    const reply = (await response.json()) as Record<string, unknown>;
    expect(reply).toMatchObject({
      responseCode: 'TA1',
      responseDescription: expect.stringMatching(/multipart/) as unknown,
    });
    expect(JSON.stringify(reply)).not.toMatch(/at .*\.ts|Error:/);
  });

  it('a 1 MB JSON body is refused with 413 before the handler runs; the REST services too', async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.personal);
    const padding = 'x'.repeat(1_000_000);
    const named = await t.sandbox.fetch('/api/v4?method=customerInfoGet', {
      method: 'POST',
      body: JSON.stringify({ method: 'customerInfoGet', padding }),
      headers: {
        ...bearer(accessToken),
        'content-type': 'application/json',
        'content-length': String(padding.length + 40),
      },
    });
    expect(named.status).toBe(413);
    expect(await named.json()).toMatchObject({ responseCode: 'TA1' });
    const rest = await send(t.sandbox, 'POST', '/auth/refresh', { refreshToken: padding });
    expect(rest.status).toBe(413);
    expect(rest.body.message).toMatch(/larger than this call accepts/);
    // Just under the limit is read as usual (and refused for what it says, not for its size).
    const near = await send(t.sandbox, 'POST', '/auth/refresh', {
      refreshToken: 'x'.repeat(JSON_BODY_LIMIT_BYTES - 100),
    });
    expect(near.status).toBe(401);
  });

  it('an upload over the documented maximum of its parts is refused with 413 from its Content-Length alone', async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.merchant);
    const response = await t.sandbox.fetch('/api/v4?method=merchantLogoCreate', {
      method: 'POST',
      // The declared length decides: nothing of the body is read.
      body: 'not read',
      headers: {
        ...bearer(accessToken),
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(20_000_000),
      },
    });
    expect(response.status).toBe(413);
  });
});

describe('fields checked on the server', () => {
  it('refuses markup as a first name, with the field named', async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.unverified);
    const reply = await callMethod(
      t.sandbox,
      'kycCustomerPersonalInfoUpdate',
      {
        firstName: '<img src=x onerror=alert(1)>',
        lastName: '<script>alert(1)</script>',
        birthDay: '1990-01-01',
        occupation: 'x',
        sourceOfFunds: 'x',
        purposeOfAccount: 'x',
        expectedMonthlyVolume: 'x',
      },
      accessToken,
    );
    expect(reply.body).toMatchObject({ responseCode: 'VF' });
    const fields = (reply.body.validationErrors as { field: string }[]).map((error) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['firstName', 'lastName']));
  });

  it('accepts names of any script with apostrophes and hyphens', async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.unverified);
    const reply = await callMethod(
      t.sandbox,
      'kycCustomerPersonalInfoUpdate',
      { firstName: 'Zoë-Anne', lastName: "O'Brien Łukasiewicz" },
      accessToken,
    );
    const fields = ((reply.body.validationErrors ?? []) as { field: string }[]).map((error) => error.field);
    expect(fields).not.toContain('firstName');
    expect(fields).not.toContain('lastName');
  });
});

describe('uploaded file names', () => {
  it('strips path parts and control or bidi characters from the shown name and keeps the original as data', async () => {
    expect(displayFileName('C:\\fakepath\\passport.jpg')).toBe('passport.jpg');
    expect(displayFileName('../../etc/passwd')).toBe('passwd');
    expect(displayFileName('invoice\u202Egpj.exe')).toBe('invoicegpj.exe');
    expect(displayFileName('a\u0000b\u200Fc\n.pdf')).toBe('abc.pdf');
    expect(displayFileName('\u202E')).toBe('file');

    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.unverified);
    const name = '../scans/front\u202Egpj.jpg';
    const stored = await upload(
      'customerDocumentUpload',
      { documentType: 1 },
      { mainDocument: new File([JPEG], name, { type: 'image/jpeg' }) },
      accessToken,
    );
    expect(stored.body).toMatchObject({ responseCode: '00', document: { files: [{ fileName: 'frontgpj.jpg' }] } });
    const row = t.sandbox.db.prepare('SELECT file_name, original_name FROM kyc_document_files').get() as {
      file_name: string;
      original_name: string;
    };
    expect(row).toEqual({ file_name: 'frontgpj.jpg', original_name: name });
  });
});
