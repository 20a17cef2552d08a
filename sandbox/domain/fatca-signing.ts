/**
 * E-signature of the W-9 and W-8BEN (spec 3 section 7.1: `personalWFormUpload` answers `signData` with a signing
 * URL). The sandbox stands in for the e-signature provider: an envelope is one form sent for signature; its page
 * (`/sandbox/sign/:id`) shows the form filled in from the self-certification, the customer signs by typing their
 * full name and certifying, and the signed form is stored as a PDF document waiting for review, exactly as an
 * uploaded one would be. The customer is told in real time, so the portal and the widget update without a reload.
 */
import type { SandboxContext } from '../context';
import { randomToken } from './crypto-ids';
import { pdfLine, pdfText, wrap, writePdfWithFooter } from './pdf-writer';
import { DOCUMENT_TYPE_IDS, fatcaView, KycError, notifyCustomer, uploadFatcaForm } from './kyc';
import type { CustomerRow, UserRow } from './users';

/** A signing link lasts one hour, as e-signature providers' embedded signing URLs do (most last minutes). */
export const SIGNING_TTL_MS = 60 * 60_000;

export type WForm = 'w9' | 'w8ben';

export interface EnvelopeRow {
  id: string;
  customer_id: number;
  form: WForm;
  status: 'sent' | 'completed' | 'declined' | 'voided';
  signer_name: string | null;
  document_id: number | null;
  created_at: number;
  expires_at: number;
  decided_at: number | null;
}

export const FORM_TITLES: Record<WForm, string> = {
  w9: 'Form W-9: Request for Taxpayer Identification Number and Certification',
  w8ben:
    'Form W-8BEN: Certificate of Foreign Status of Beneficial Owner for United States Tax Withholding and Reporting (Individuals)',
};

/** The certification the signer makes (the forms' own wording, shortened). */
export const FORM_CERTIFICATIONS: Record<WForm, string[]> = {
  w9: [
    'The number shown on this form is my correct taxpayer identification number.',
    'I am not subject to backup withholding because I am exempt, or I have not been notified by the IRS that I am subject to it, or the IRS has notified me that I am no longer subject to it.',
    'I am a U.S. citizen or other U.S. person.',
    'The FATCA code(s) entered on this form (if any) indicating that I am exempt from FATCA reporting is correct.',
  ],
  w8ben: [
    'I am the individual that is the beneficial owner of all the income or proceeds to which this form relates.',
    'The person named on this form is not a U.S. person.',
    'This form relates to income not effectively connected with the conduct of a trade or business in the United States.',
    'I agree that I will submit a new form within 30 days if any certification made on this form becomes incorrect.',
  ],
};

const FORM_TYPE_ID: Record<WForm, number> = { w9: DOCUMENT_TYPE_IDS.w9, w8ben: DOCUMENT_TYPE_IDS.w8ben };

/** Opens an envelope for the form; an earlier unsigned one for the same form stops working (its link is void). */
export function createEnvelope(
  context: SandboxContext,
  customer: CustomerRow,
  form: WForm,
  origin: string,
): { clientId: string; signUrl: string } {
  const { db } = context;
  const status = fatcaView(db, customer, context.now());
  const formStatus = form === 'w9' ? status.w9FormDocumentStatus : status.w8BenFormDocumentStatus;
  if (status.taxResidencySelfCertificationDocumentStatus !== 'validated') {
    throw new KycError('form: Sign the tax residency self-certification first', 'form', 'selfCertificationMissing');
  }
  if (formStatus === 'notRequired')
    throw new KycError('form: This form is not needed for your answers', 'form', 'formNotRequired');
  const id = randomToken(18);
  const now = context.now();
  db.transaction(() => {
    db.prepare(
      "UPDATE signing_envelopes SET status = 'voided', decided_at = ? WHERE customer_id = ? AND form = ? AND status = 'sent'",
    ).run(now, customer.id, form);
    db.prepare(
      'INSERT INTO signing_envelopes (id, customer_id, form, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    ).run(id, customer.id, form, now, now + SIGNING_TTL_MS);
  })();
  return { clientId: id, signUrl: `${origin}/sandbox/sign/${id}` };
}

export function envelopeOf(context: SandboxContext, id: string): EnvelopeRow | null {
  return (
    (context.db.prepare('SELECT * FROM signing_envelopes WHERE id = ?').get(id) as EnvelopeRow | undefined) ?? null
  );
}

export function isOpenEnvelope(context: SandboxContext, envelope: EnvelopeRow): boolean {
  return envelope.status === 'sent' && envelope.expires_at > context.now();
}

/** What the signing page shows: the form filled in from the customer's profile and self-certification. */
export interface SigningSheet {
  form: WForm;
  title: string;
  customerName: string;
  rows: [label: string, value: string][];
  certifications: string[];
}

export function signingSheet(context: SandboxContext, envelope: EnvelopeRow): SigningSheet {
  const { db } = context;
  const customer = db.prepare('SELECT * FROM customers WHERE id = ?').get(envelope.customer_id) as CustomerRow;
  const certification = fatcaView(db, customer, context.now());
  const address = db
    .prepare(
      'SELECT * FROM kyc_addresses WHERE customer_id = ? AND retired_at IS NULL AND (id = ? OR ? IS NULL) ORDER BY id LIMIT 1',
    )
    .get(customer.id, certification.addressId, certification.addressId) as
    { address1: string; city: string; postal_code: string; country_code: string } | undefined;
  const name = `${customer.first_name} ${customer.last_name}`;
  const place = address
    ? `${address.address1}, ${address.postal_code} ${address.city}, ${address.country_code}`
    : 'No address on file';
  const usTin = certification.taxIds.find((tax) => tax.countryCode === 'US')?.taxId ?? 'Not given';
  const foreign = certification.taxIds
    .filter((tax) => tax.countryCode !== 'US')
    .map((tax) => `${tax.taxId} (${tax.countryCode})`);
  const rows: [string, string][] =
    envelope.form === 'w9'
      ? [
          ['Name', name],
          ['Federal tax classification', 'Individual / sole proprietor'],
          ['Address', place],
          ['Taxpayer identification number (SSN or ITIN)', usTin],
        ]
      : [
          ['Name of individual who is the beneficial owner', name],
          ['Country of citizenship', certification.citizenship.join(', ') || 'Not given'],
          ['Permanent residence address', place],
          [
            'U.S. taxpayer identification number',
            certification.taxIds.some((tax) => tax.countryCode === 'US') ? usTin : 'None',
          ],
          ['Foreign tax identifying number', foreign.join(', ') || 'Not given'],
          ['Date of birth', certification.dateOfBirth ?? 'Not given'],
        ];
  return {
    form: envelope.form,
    title: FORM_TITLES[envelope.form],
    customerName: name,
    rows,
    certifications: FORM_CERTIFICATIONS[envelope.form],
  };
}

function renderSignedForm(sheet: SigningSheet, signerName: string, signedAt: Date): Buffer {
  const commands: string[] = [];
  let y = 790;
  for (const line of wrap(sheet.title, 70)) {
    commands.push(...pdfLine(line, y, 'F2', 13));
    y -= 18;
  }
  y -= 16;
  for (const [label, value] of sheet.rows) {
    commands.push(...pdfLine(label, y, 'F2', 10));
    y -= 14;
    commands.push(...pdfLine(value, y));
    y -= 20;
  }
  commands.push(
    'BT',
    '/F2 11 Tf',
    `56 ${y} Td`,
    `(${pdfText('Certification. Under penalties of perjury, I certify that:')}) Tj`,
    'ET',
  );
  y -= 16;
  sheet.certifications.forEach((text, index) => {
    for (const line of wrap(`${index + 1}. ${text}`, 95)) {
      commands.push(...pdfLine(line, y, 'F1', 9));
      y -= 12;
    }
    y -= 4;
  });
  y -= 16;
  commands.push('BT', '/F2 10 Tf', `56 ${y} Td`, `(${pdfText(`Signed electronically by ${signerName}`)}) Tj`, 'ET');
  y -= 14;
  commands.push(
    'BT',
    '/F1 10 Tf',
    `56 ${y} Td`,
    `(${pdfText(`Date: ${signedAt.toISOString().replace('T', ' ').slice(0, 19)} UTC`)}) Tj`,
    'ET',
  );
  return writePdfWithFooter(commands, "Signed on the sandbox bank's stand-in e-signature page. Not a real tax form.");
}

function normalisedName(value: string): string {
  return value.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

/**
 * Signs the envelope: the typed name must be the customer's full name and every certification confirmed. The signed
 * PDF is stored as the form's document (status submitted, waiting for review), which makes the form's status pending.
 */
export async function signEnvelope(
  context: SandboxContext,
  envelope: EnvelopeRow,
  signerName: string,
  certified: boolean,
): Promise<void> {
  const { db } = context;
  if (!isOpenEnvelope(context, envelope))
    throw new KycError('This signing link is no longer open', null, 'envelopeClosed');
  const customer = db.prepare('SELECT * FROM customers WHERE id = ?').get(envelope.customer_id) as CustomerRow;
  const fullName = `${customer.first_name} ${customer.last_name}`;
  if (normalisedName(signerName) !== normalisedName(fullName)) {
    throw new KycError(
      `Type your full name exactly as on your account (${fullName}) to sign`,
      'signerName',
      'signerNameMismatch',
    );
  }
  if (!certified) throw new KycError('Confirm the certification to sign', 'certified', 'certificationMissing');
  const user = db.prepare('SELECT * FROM users WHERE customer_id = ? ORDER BY id LIMIT 1').get(customer.id) as UserRow;
  const sheet = signingSheet(context, envelope);
  const signedAt = new Date(context.now());
  const bytes = renderSignedForm(sheet, signerName.trim(), signedAt);
  const file = new File([new Uint8Array(bytes)], `${envelope.form === 'w9' ? 'w-9' : 'w-8ben'}-signed.pdf`, {
    type: 'application/pdf',
  });
  const certification = await uploadFatcaForm(context, customer, user, FORM_TYPE_ID[envelope.form], [
    { part: 'mainDocument', file },
  ]);
  const document = certification.documents.find((item) => item.documentTypeId === FORM_TYPE_ID[envelope.form]);
  db.prepare(
    "UPDATE signing_envelopes SET status = 'completed', signer_name = ?, document_id = ?, decided_at = ? WHERE id = ?",
  ).run(signerName.trim(), document?.id ?? null, context.now(), envelope.id);
  const formName = envelope.form === 'w9' ? 'Form W-9' : 'Form W-8BEN';
  notifyCustomer(context, customer.id, {
    type: 'info',
    severity: 'success',
    title: `${formName} signed`,
    message: `We received your signed ${formName}. We will review it shortly.`,
    data: { document: formName },
  });
}

/** The customer declined to sign: the envelope closes and the form still needs action. */
export function declineEnvelope(context: SandboxContext, envelope: EnvelopeRow): void {
  if (!isOpenEnvelope(context, envelope))
    throw new KycError('This signing link is no longer open', null, 'envelopeClosed');
  context.db
    .prepare("UPDATE signing_envelopes SET status = 'declined', decided_at = ? WHERE id = ?")
    .run(context.now(), envelope.id);
}
