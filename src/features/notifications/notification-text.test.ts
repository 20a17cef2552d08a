import { describe, expect, it } from 'vitest';
import { ALL_NOTIFICATION_TYPES } from '../../core/api/contract/news-notifications';
import { createI18n, LANGUAGES, addNamespace, fixedT } from '../../core/i18n/i18n';
import { NOTIFICATIONS_NAMESPACE, notificationsMessages } from './messages';
import type { NoticeLike } from './notification-text';
import { noticeText } from './notification-text';

function translator(language: (typeof LANGUAGES)[number]) {
  const i18n = createI18n({ language });
  addNamespace(i18n, NOTIFICATIONS_NAMESPACE, notificationsMessages);
  return fixedT(i18n, language, NOTIFICATIONS_NAMESPACE);
}

const en = translator('en');

describe('noticeText (English)', () => {
  it.each<[NoticeLike, string, string]>([
    [
      { type: 'documentRejected', severity: 'error', data: { document: 'Passport' } },
      'Document rejected',
      'Passport was rejected. Please upload a new one in your profile.',
    ],
    [
      { type: 'documentRejected', severity: 'error', data: { document: 'Passport', reason: 'The photo is blurred.' } },
      'Document rejected',
      'Passport was rejected. Please upload a new one in your profile. Reason: The photo is blurred.',
    ],
    [
      { type: 'documentFailed', severity: 'error' },
      'Document could not be processed',
      'We could not process a document. Please upload it again.',
    ],
    [
      { type: 'documentExpired', severity: 'warning' },
      'Document expired',
      'A document has expired. Please upload a valid one in your profile.',
    ],
    [
      { type: 'documentExpSoon', severity: 'warning', data: { document: 'Proof of address' } },
      'Document expires soon',
      'Proof of address expires soon. Please upload a new one before it does.',
    ],
    [
      { type: 'usernameChanged', severity: 'success', data: { username: 'paula@example.com' } },
      'Username changed',
      'Your username is now paula@example.com.',
    ],
    [
      { type: 'usernameChangeFailed', severity: 'error' },
      'Username not changed',
      'Your username could not be changed. Please try again or contact support.',
    ],
    [
      { type: 'batchPartially', severity: 'warning', data: { batchId: 77 } },
      'Batch partially processed',
      'Some transfers of #77 could not be made. Open the batch to see which.',
    ],
    [
      { type: 'batchPartially', severity: 'warning', data: { batchName: 'March payroll' } },
      'Batch partially processed',
      'Some transfers of March payroll could not be made. Open the batch to see which.',
    ],
    [{ type: 'zohoNewMessage', severity: 'info' }, 'New reply from support', 'Support has replied to your request.'],
    [
      { type: 'zohoClosedNoReply', severity: 'info' },
      'Support request closed',
      'Your support request was closed because we did not hear back from you.',
    ],
    [
      { type: 'acceptTermsLogin', severity: 'info' },
      'Terms accepted',
      'You accepted the updated terms when you signed in.',
    ],
    [
      { type: 'cardClosed', severity: 'warning', data: { cardNumber: '•••• 4242' } },
      'Card closed',
      '•••• 4242 has been closed.',
    ],
    [{ type: 'cardClosed', severity: 'warning' }, 'Card closed', 'Your card has been closed.'],
    [
      { type: 'scContractSigned', severity: 'success', data: { contractName: 'Studio split' } },
      'Contract signed',
      'Studio split has been signed.',
    ],
    [
      { type: 'scContractCreated', severity: 'info', data: { contractId: 12 } },
      'New contract',
      '#12 has been created and is waiting for you.',
    ],
    [
      { type: 'scContractTerminationRequest', severity: 'warning' },
      'Termination requested',
      'Termination of a revenue-split contract has been requested.',
    ],
    [
      { type: 'scContractSignerIdentificationFailed', severity: 'error', data: { contractId: 'c-9' } },
      'Signer identification failed',
      'The signer of #c-9 could not be identified.',
    ],
    [
      { type: 'TwoStepVerificationModeSet', severity: 'success', data: { mode: 'push' } },
      'Two-step verification updated',
      'Transactions are now approved with push approval on your phone.',
    ],
    [
      { type: 'TwoStepVerificationModeSet', severity: 'success', data: { mode: 'carrier-pigeon' } },
      'Two-step verification updated',
      'Transactions are now approved with a new method.',
    ],
    [{ type: 'PasswordChange', severity: 'success' }, 'Password changed', 'Your password has been changed.'],
    [{ type: 'PasswordChange', severity: 'error' }, 'Password not changed', 'Confirmation canceled'],
    [
      { type: 'info', severity: 'info', title: 'Welcome', message: 'Your account is ready.' },
      'Welcome',
      'Your account is ready.',
    ],
    [{ type: 'info', severity: 'info' }, 'Information', ''],
    [
      { type: 'brandNewServerType', severity: 'warning', title: 'Heads up', message: 'Something new.' },
      'Heads up',
      'Something new.',
    ],
    [{ type: 'brandNewServerType', severity: 'warning' }, 'Notification', ''],
    // A payment's push approval decided on the device: the client's own words, not the server's English.
    [
      {
        type: 'transactionApproved',
        severity: 'success',
        title: 'Payment approved',
        message: 'You approved the payment of 10.00 USD.',
      },
      'Payment approved',
      'You approved the payment on your device.',
    ],
    [
      { type: 'transactionDeclined', severity: 'warning' },
      'Payment declined',
      'You declined the payment on your device. No money was sent.',
    ],
    // Markup in data is text, never HTML: React escapes it, so i18next must not escape it twice.
    [
      { type: 'usernameChanged', severity: 'success', data: { username: 'a&b' } },
      'Username changed',
      'Your username is now a&b.',
    ],
  ])('%j', (notice, title, body) => {
    expect(noticeText(notice, en)).toMatchObject({ title, body });
  });

  it('names the severity', () => {
    expect(noticeText({ type: 'info', severity: 'error' }, en).severity).toBe('Error');
    expect(noticeText({ type: 'info', severity: 'warning' }, en).severity).toBe('Warning');
    expect(noticeText({ type: 'info', severity: 'success' }, en).severity).toBe('Success');
    expect(noticeText({ type: 'info', severity: 'info' }, en).severity).toBe('Information');
  });
});

describe('noticeText in every language', () => {
  it.each(LANGUAGES)('%s: every type has its own title and a body without placeholders', (language) => {
    const t = translator(language);
    for (const type of ALL_NOTIFICATION_TYPES) {
      const notice: NoticeLike = {
        type,
        severity: 'success',
        data: { document: 'X', username: 'u', batchId: 1, cardNumber: '1', contractId: 2, mode: 'sms' },
      };
      const shown = noticeText(notice, t);
      expect(shown.title, `${language} ${type}`).not.toMatch(/^types\./);
      expect(shown.body, `${language} ${type}`).not.toMatch(/\{\{|types\./);
      if (type !== 'info') expect(shown.body.length, `${language} ${type}`).toBeGreaterThan(0);
      if (language !== 'en' && type !== 'info') expect(shown.title).not.toBe(noticeText(notice, en).title);
    }
    expect(noticeText({ type: 'PasswordChange', severity: 'error' }, t).body).not.toBe('');
  });
});

describe('reasons', () => {
  it("words the sandbox's own reasons by code in the interface language and shows free text as written (issue 24)", () => {
    const failed = (data: Record<string, unknown>): NoticeLike => ({
      type: 'documentFailed',
      severity: 'error',
      data: { documentType: 'videoIdentity', ...data },
    });
    const own = failed({ reason: 'The face did not match the document.', reasonCode: 'faceMismatch' });
    expect(noticeText(own, en).body).toContain('Reason: The face did not match the document.');
    expect(noticeText(own, translator('es')).body).toContain('Motivo: El rostro no coincidía con el documento.');
    expect(noticeText(own, translator('uk')).body).not.toMatch(/face|document/i);
    // A code this client does not know yet: the server's text; a reviewer's free text without a code: as written.
    expect(
      noticeText(failed({ reason: 'The light was too low.', reasonCode: 'newCode' }), translator('pt')).body,
    ).toContain('Motivo: The light was too low.');
    expect(noticeText(failed({ reason: 'Blurred' }), translator('ru')).body).toContain('Причина: Blurred');
  });
});

describe('a returned external transfer', () => {
  const returned = (data: Record<string, unknown>): NoticeLike => ({
    type: 'externalTransferRejected',
    severity: 'error',
    title: 'Transfer returned',
    message:
      'Your transfer of EUR 1,250.50 to Hans Becker was rejected (account closed at the receiving bank). The money is back in your account.',
    data: {
      transferId: 41,
      amount: '1250.50',
      currency: 'EUR',
      beneficiaryName: 'Hans Becker',
      reason: 'account closed at the receiving bank',
      reasonCode: 'accountClosed',
      ...data,
    },
  });

  it("says what came back, to whom and why in the reader's language, with the amount in the reader's format", () => {
    expect(noticeText(returned({}), en, 'en')).toMatchObject({
      title: 'Transfer returned',
      body: 'Your transfer of €1,250.50 to Hans Becker (no. 41) was returned by the receiving bank. The money is back in your account. Reason: The account is closed at the receiving bank.',
    });
    const ro = noticeText(returned({}), translator('ro'), 'ro');
    expect(ro.title).toBe('Transfer returnat');
    expect(ro.body).toBe(
      // The spec's symbol (EUR €) in every language, with Romanian separators.
      `Transferul tău de 1.250,50\u00a0€ către Hans Becker (nr. 41) a fost returnat de banca destinatarului. Banii sunt din nou în contul tău. Motiv: Contul este închis la banca destinatarului.`,
    );
    expect(ro.body).not.toMatch(/rejected|account|money/i);
  });

  it("shows a bank's typed reason as written and reads without the amount when the notice lacks it", () => {
    expect(
      noticeText(returned({ reason: 'Beneficiario desconocido', reasonCode: undefined }), translator('es'), 'es').body,
    ).toMatch(/^Tu transferencia de .* a Hans Becker \(n\.º 41\).*Motivo: Beneficiario desconocido$/);
    expect(
      noticeText({ type: 'externalTransferRejected', severity: 'error', data: { reason: 'x' } }, translator('uk'), 'uk')
        .body,
    ).toBe('Банк отримувача повернув надісланий вами переказ. Гроші знову на вашому рахунку. Причина: x');
  });
});

describe('document names', () => {
  const ro = translator('ro');
  const uk = translator('uk');

  it('names the document by its type code in the reader language, never in the server English', () => {
    const video: NoticeLike = {
      type: 'documentFailed',
      severity: 'error',
      data: { document: 'Video identity check', documentType: 'videoIdentity' },
    };
    expect(noticeText(video, ro).body).toContain('Verificarea identității prin video');
    expect(noticeText(video, ro).body).not.toContain('Video identity check');
    expect(noticeText(video, en).body).toBe('We could not process Video identity check. Please upload it again.');
    const passport: NoticeLike = {
      type: 'documentExpSoon',
      severity: 'warning',
      data: { document: 'Passport', documentType: '1' },
    };
    expect(noticeText(passport, uk).body).toContain('«Паспорт»');
    const incorporation: NoticeLike = {
      type: 'documentRejected',
      severity: 'error',
      data: { document: 'Certificate of incorporation', documentType: 60 },
    };
    expect(noticeText(incorporation, ro).body).toMatch(/^Certificat de înregistrare /);
  });

  it("keeps the server's name for a type code this client does not know, and says 'a document' without one", () => {
    expect(
      noticeText(
        { type: 'documentRejected', severity: 'error', data: { document: 'Tax return', documentType: '999' } },
        ro,
      ).body,
    ).toMatch(/^Tax return /);
    expect(noticeText({ type: 'documentRejected', severity: 'error' }, ro).body).toMatch(/^Un document /);
  });

  it('has every document type code in every language', () => {
    const codesOf = (language: (typeof LANGUAGES)[number]) =>
      Object.keys((notificationsMessages[language] as { documentTypes: Record<string, string> }).documentTypes);
    const codes = codesOf('en');
    expect(codes).toContain('videoIdentity');
    for (const language of LANGUAGES) {
      expect(codesOf(language), language).toEqual(codes);
    }
  });
});
