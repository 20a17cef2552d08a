import { describe, expect, it } from 'vitest';
import type { BusinessFatca } from '../api/contract/company';
import { owedTaxForms, taxFormNeedsUpload } from './company-data';

function certification(statuses: Partial<BusinessFatca>): BusinessFatca {
  return {
    entityType: 'passiveNfe',
    giin: null,
    isUSEntity: false,
    taxResidencies: [],
    signerName: 'Bianca Business',
    signedAt: '2030-01-01T12:00:00.000Z',
    controllingPersonFormerUSCitizen: true,
    taxResidencySelfCertificationDocumentStatus: 'validated',
    w9FormDocumentStatus: 'notRequired',
    w8BenFormDocumentStatus: 'none',
    certificateOfLossOfNationalityDocumentStatus: 'none',
    documents: [],
    ...statuses,
  };
}

describe('the company tax forms', () => {
  it('lists the forms the answers owe, in the page order, and leaves out those not required', () => {
    expect(owedTaxForms(certification({}))).toEqual(['w8bene', 'lossOfNationality']);
    expect(
      owedTaxForms(
        certification({
          w9FormDocumentStatus: 'pending',
          w8BenFormDocumentStatus: 'notRequired',
          certificateOfLossOfNationalityDocumentStatus: 'notRequired',
        }),
      ),
    ).toEqual(['w9']);
  });

  it('asks for an upload while a form is owed or refused, not while it waits or once accepted', () => {
    expect(taxFormNeedsUpload(certification({ w8BenFormDocumentStatus: 'none' }), 'w8bene')).toBe(true);
    expect(taxFormNeedsUpload(certification({ w8BenFormDocumentStatus: 'rejected' }), 'w8bene')).toBe(true);
    expect(taxFormNeedsUpload(certification({ w8BenFormDocumentStatus: 'pending' }), 'w8bene')).toBe(false);
    expect(taxFormNeedsUpload(certification({ w8BenFormDocumentStatus: 'validated' }), 'w8bene')).toBe(false);
  });
});
