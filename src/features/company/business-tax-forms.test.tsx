// @vitest-environment happy-dom
/**
 * The company's tax forms against the sandbox: a passive NFE whose controlling person gave up US citizenship signs
 * the self-certification, is asked for a W-8BEN-E and a certificate of loss of nationality (no W-9), uploads the
 * W-8BEN-E, which then waits for review, and is told at the field when no file was chosen.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, renderWithI18n, type TestServices } from '../../testing/test-services';
import { BusinessSelfCertification } from './business-self-certification';

let services: TestServices;

afterEach(() => services.close());

describe('business tax forms against the sandbox', () => {
  it('asks for the forms the signed answers owe and uploads one', async () => {
    services = createTestServices();
    await services.signIn('business@demo.test');
    renderWithI18n(<BusinessSelfCertification api={services.api} cache={services.cache} />, services.i18n);
    const user = userEvent.setup();

    const form = await screen.findByRole('form', { name: 'Company FATCA/CRS self-certification' });
    await user.selectOptions(
      within(form).getByLabelText('Classification of the company'),
      'Passive non-financial entity (holding or investment company)',
    );
    const former = within(form).getByLabelText(
      'A controlling person of the company was born a US citizen and has given up US citizenship.',
    );
    await user.click(former);
    await user.type(within(form).getByLabelText('Country of tax residence'), 'GB');
    await user.type(within(form).getByLabelText('Tax number in that country'), 'GB123456789');
    await user.type(within(form).getByLabelText('Name of the director who signs'), 'Bianca Business');
    await user.click(within(form).getByRole('checkbox', { name: /I confirm that the answers are true/ }));
    await user.click(within(form).getByRole('button', { name: 'Sign the self-certification' }));

    expect(await screen.findByRole('heading', { name: 'Tax forms' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Form W-8BEN-E' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Certificate of loss of US nationality' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Form W-9' })).toBeNull();

    const upload = screen.getByRole('form', { name: 'Upload Form W-8BEN-E' });
    await user.click(within(upload).getByRole('button', { name: 'Upload Form W-8BEN-E' }));
    expect(within(upload).getByText('Choose the file to upload.')).toBeTruthy();

    const pdf = new File([new TextEncoder().encode('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n')], 'w8bene.pdf', {
      type: 'application/pdf',
    });
    await user.upload(within(upload).getByLabelText('Signed Form W-8BEN-E', { selector: 'input' }), pdf);
    await user.click(within(upload).getByRole('button', { name: 'Upload Form W-8BEN-E' }));
    expect(await screen.findByText('Waiting for review')).toBeTruthy();
    // Sent, the W-8BEN-E has no upload any more; the certificate is still owed.
    expect(screen.queryByRole('form', { name: 'Upload Form W-8BEN-E' })).toBeNull();
    expect(screen.getByRole('form', { name: 'Upload Certificate of loss of US nationality' })).toBeTruthy();
  });
});
