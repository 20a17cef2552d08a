/**
 * Company data of the demo businesses (README "Company and admin"): Northwind Trading Ltd (business@, employee@) has
 * everything in order except its articles of association, which compliance rejected (the company entry is
 * highlighted until a new copy is approved), and one scanned file the admin has not assigned yet; Blue Harbor Studios
 * SRL (representative@) is a webcam studio still owing its corporate documents, a business activity proof, its
 * declarations and its representative Rita's identity document. Deterministic: fixed ids and dates. Balances and
 * accounts are untouched.
 */
import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { FileStore } from '../domain/file-store';
import { companyFileKey } from '../domain/company';

const SEED_MS = Date.parse('2025-01-02T09:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;

const NORTHWIND = 200001;
const BLUE_HARBOR = 200002;

/** A one-page PDF saying what the demo file stands for, so the review desk opens something real. */
function demoPdf(title: string): Uint8Array {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 14 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

interface SeedDocument {
  id: number;
  customerId: number;
  group: 'corporate' | 'additional' | 'sourceOfWealth' | 'address' | 'representative';
  typeId: number;
  statusId: number;
  rejectReason?: string;
  addressId?: number;
  representativeId?: number;
  by: string;
  daysAgo: number;
  file: string;
}

const PROFILES = [
  {
    customerId: NORTHWIND,
    country: 'GB',
    tradingName: 'Northwind',
    email: 'accounts@northwind.demo.test',
    phone: ['44', '2079460199'],
    registrationNumber: 'SC481516',
    registrationDate: '2016-03-14',
    businessTaxId: 'GB123456789',
    website: 'https://northwind.demo.test',
    description:
      'Wholesale of specialty foods and beverages to restaurants and retailers in the United Kingdom and the EU.',
    additionalRequired: [],
    sowRequired: [80],
    deposit: [250_000, 'USD'],
    withdrawal: [180_000, 'USD'],
    industry: 11,
    sourceIds: [1],
    purposeIds: [1, 2],
  },
  {
    customerId: BLUE_HARBOR,
    country: 'RO',
    tradingName: 'Blue Harbor Studios',
    email: 'office@blueharbor.demo.test',
    phone: ['40', '213000222'],
    registrationNumber: 'J40/1234/2019',
    registrationDate: '2019-02-01',
    businessTaxId: 'RO98765432',
    website: 'https://blueharbor.demo.test',
    description: 'Webcam studio producing live broadcasts for licensed streaming platforms.',
    additionalRequired: [70],
    sowRequired: [],
    deposit: [40_000, 'EUR'],
    withdrawal: [35_000, 'EUR'],
    industry: 8,
    sourceIds: [1, 5],
    purposeIds: [1, 3],
  },
] as const;

const ADDRESSES = [
  {
    id: 1,
    customerId: NORTHWIND,
    kind: 2,
    address1: '1 Harbour Exchange Square',
    city: 'London',
    postalCode: 'E14 9GE',
    country: 'GB',
  },
  {
    id: 2,
    customerId: BLUE_HARBOR,
    kind: 5,
    address1: 'Strada Polona 68',
    city: 'București',
    postalCode: '010494',
    country: 'RO',
  },
];

const REPRESENTATIVES = [
  {
    id: 1,
    customerId: NORTHWIND,
    firstName: 'Bianca',
    lastName: 'Business',
    email: 'business@demo.test',
    positions: [2, 6],
    share: 40,
    userId: 9,
  },
  {
    id: 2,
    customerId: NORTHWIND,
    firstName: 'Hugo',
    lastName: 'Holder',
    email: 'hugo.holder@northwind.demo.test',
    positions: [6, 8],
    share: 60,
    userId: null,
  },
  {
    id: 3,
    customerId: BLUE_HARBOR,
    firstName: 'Bogdan',
    lastName: 'Marin',
    email: 'office@blueharbor.demo.test',
    positions: [2, 6, 8],
    share: 100,
    userId: null,
  },
  {
    id: 4,
    customerId: BLUE_HARBOR,
    firstName: 'Rita',
    lastName: 'Representative',
    email: 'representative@demo.test',
    positions: [2],
    share: null,
    userId: 44,
  },
];

const DOCUMENTS: SeedDocument[] = [
  {
    id: 1,
    customerId: NORTHWIND,
    group: 'corporate',
    typeId: 60,
    statusId: 2,
    by: 'Bianca Business',
    daysAgo: 0,
    file: 'certificate-of-incorporation.pdf',
  },
  {
    id: 2,
    customerId: NORTHWIND,
    group: 'corporate',
    typeId: 61,
    statusId: 26,
    rejectReason: 'The copy is not certified. Upload a copy certified by a director or a solicitor.',
    by: 'Bianca Business',
    daysAgo: 0,
    file: 'articles-of-association.pdf',
  },
  {
    id: 3,
    customerId: NORTHWIND,
    group: 'sourceOfWealth',
    typeId: 80,
    statusId: 2,
    by: 'Bianca Business',
    daysAgo: 0,
    file: 'financial-statements-2023.pdf',
  },
  {
    id: 4,
    customerId: NORTHWIND,
    group: 'address',
    typeId: 90,
    statusId: 2,
    addressId: 1,
    by: 'Bianca Business',
    daysAgo: 0,
    file: 'utility-bill.pdf',
  },
  {
    id: 5,
    customerId: NORTHWIND,
    group: 'representative',
    typeId: 1,
    statusId: 2,
    representativeId: 1,
    by: 'Bianca Business',
    daysAgo: 0,
    file: 'passport-bianca.pdf',
  },
  {
    id: 6,
    customerId: NORTHWIND,
    group: 'representative',
    typeId: 1,
    statusId: 2,
    representativeId: 2,
    by: 'Bianca Business',
    daysAgo: 0,
    file: 'passport-hugo.pdf',
  },
  {
    id: 7,
    customerId: BLUE_HARBOR,
    group: 'address',
    typeId: 91,
    statusId: 0,
    addressId: 2,
    by: 'Bogdan Marin',
    daysAgo: 0,
    file: 'lease-agreement.pdf',
  },
  {
    id: 8,
    customerId: BLUE_HARBOR,
    group: 'representative',
    typeId: 1,
    statusId: 2,
    representativeId: 3,
    by: 'Bogdan Marin',
    daysAgo: 0,
    file: 'passport-bogdan.pdf',
  },
];

/** Files the company sent without saying what they are (by e-mail to support): the admin assigns them. */
const UNASSIGNED_FILES = [{ customerId: NORTHWIND, file: 'scan-0193.pdf' }];

export function seedCompany(db: Database.Database, files: FileStore): void {
  const insertProfile = db.prepare(
    `INSERT INTO company_profiles (customer_id, registration_country_code, trading_name, email, phone_country_code, phone, registration_number,
       registration_date, business_tax_id, website, description, additional_required, source_of_wealth_required, monthly_deposit_amount,
       monthly_deposit_currency, monthly_withdrawal_amount, monthly_withdrawal_currency, industry, source_ids, purpose_ids, financial_updated_at, dd_government,
       dd_lawsuits, dd_tax_payers, dd_updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, 1, ?)`,
  );
  for (const profile of PROFILES) {
    insertProfile.run(
      profile.customerId,
      profile.country,
      profile.tradingName,
      profile.email,
      profile.phone[0],
      profile.phone[1],
      profile.registrationNumber,
      profile.registrationDate,
      profile.businessTaxId,
      profile.website,
      profile.description,
      JSON.stringify(profile.additionalRequired),
      JSON.stringify(profile.sowRequired),
      profile.deposit[0],
      profile.deposit[1],
      profile.withdrawal[0],
      profile.withdrawal[1],
      String(profile.industry),
      JSON.stringify(profile.sourceIds),
      JSON.stringify(profile.purposeIds),
      SEED_MS,
      SEED_MS,
    );
  }
  const insertAddress = db.prepare(
    'INSERT INTO company_addresses (id, customer_id, kind, address1, city, postal_code, country_code) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  for (const address of ADDRESSES)
    insertAddress.run(
      address.id,
      address.customerId,
      address.kind,
      address.address1,
      address.city,
      address.postalCode,
      address.country,
    );

  const insertRepresentative = db.prepare(
    'INSERT INTO company_representatives (id, customer_id, first_name, last_name, email, position_ids, share, user_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (const rep of REPRESENTATIVES)
    insertRepresentative.run(
      rep.id,
      rep.customerId,
      rep.firstName,
      rep.lastName,
      rep.email,
      JSON.stringify(rep.positions),
      rep.share,
      rep.userId,
    );

  // Northwind signed its board resolution when it opened the account.
  db.prepare(
    "INSERT INTO company_declarations (customer_id, kind, signer_name, signed_at) VALUES (?, 'resolution', 'Bianca Business', ?)",
  ).run(NORTHWIND, SEED_MS);

  const insertDocument = db.prepare(
    `INSERT INTO company_documents (id, customer_id, grp, document_type_id, status_id, reject_reason, address_id, representative_id, created_by, uploaded_at, decided_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertFile = db.prepare(
    'INSERT INTO company_files (customer_id, document_id, file_name, mime_type, size, sha256, stored_name, uploaded_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const storeFile = (customerId: number, documentId: number | null, fileName: string, uploadedAt: number) => {
    const bytes = demoPdf(fileName);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const storedName = `${String(customerId)}-${sha256.slice(0, 20)}.pdf`;
    files.write(companyFileKey(storedName), bytes);
    insertFile.run(
      customerId,
      documentId,
      fileName,
      'application/pdf',
      bytes.byteLength,
      sha256,
      storedName,
      uploadedAt,
    );
  };
  for (const document of DOCUMENTS) {
    const uploaded = SEED_MS - document.daysAgo * DAY_MS;
    insertDocument.run(
      document.id,
      document.customerId,
      document.group,
      document.typeId,
      document.statusId,
      document.rejectReason ?? null,
      document.addressId ?? null,
      document.representativeId ?? null,
      document.by,
      uploaded,
      document.statusId === 0 ? null : uploaded + DAY_MS,
    );
    storeFile(document.customerId, document.id, document.file, uploaded);
  }
  for (const file of UNASSIGNED_FILES) storeFile(file.customerId, null, file.file, SEED_MS + DAY_MS);
}
