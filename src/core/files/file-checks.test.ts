import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  checkFile,
  fileExtension,
  FILE_KINDS,
  formatFileSize,
  formatSizeLimit,
  kindLabels,
  kindOf,
  sizeInUnits,
} from './file-checks';

const DOCUMENTS = [FILE_KINDS.jpeg, FILE_KINDS.png, FILE_KINDS.pdf];
const RULES = { kinds: DOCUMENTS, maxBytes: 10_000_000 };

describe('fileExtension', () => {
  it.each([
    ['passport.JPG', '.jpg'],
    ['scan.final.pdf', '.pdf'],
    ['C:\\fakepath\\bill.png', '.png'],
    ['README', ''],
    ['.hidden', ''],
    ['folder.d/file', ''],
  ])('%s -> %s', (name, extension) => {
    expect(fileExtension(name)).toBe(extension);
  });
});

describe('kindOf', () => {
  it('matches by extension when MIME type agrees or is empty', () => {
    expect(kindOf({ name: 'id.jpeg', type: 'image/jpeg' }, DOCUMENTS)).toBe(FILE_KINDS.jpeg);
    expect(kindOf({ name: 'id.jpg', type: '' }, DOCUMENTS)).toBe(FILE_KINDS.jpeg);
    expect(kindOf({ name: 'bill.PDF', type: 'application/pdf' }, DOCUMENTS)).toBe(FILE_KINDS.pdf);
    expect(kindOf({ name: 'old.jpg', type: 'image/pjpeg' }, DOCUMENTS)).toBe(FILE_KINDS.jpeg);
  });

  it('refuses an extension that is not accepted, or a MIME type that disagrees with it', () => {
    expect(kindOf({ name: 'cat.gif', type: 'image/gif' }, DOCUMENTS)).toBeNull();
    expect(kindOf({ name: 'invoice.pdf', type: 'image/png' }, DOCUMENTS)).toBeNull();
    expect(kindOf({ name: 'noextension', type: 'application/pdf' }, DOCUMENTS)).toBeNull();
  });

  it('takes the MIME types other systems give a kind: a CSV saved on Windows with Excel installed', () => {
    const sheets = [FILE_KINDS.csv, FILE_KINDS.text];
    expect(kindOf({ name: 'payroll.csv', type: 'application/vnd.ms-excel' }, sheets)).toBe(FILE_KINDS.csv);
    expect(kindOf({ name: 'payroll.csv', type: 'text/plain' }, sheets)).toBe(FILE_KINDS.csv);
    expect(kindOf({ name: 'payroll.txt', type: 'text/plain' }, sheets)).toBe(FILE_KINDS.text);
    // An alias of one kind is no pass for another: a spreadsheet type on a PDF name is still refused.
    expect(kindOf({ name: 'invoice.pdf', type: 'application/vnd.ms-excel' }, DOCUMENTS)).toBeNull();
  });
});

describe('checkFile', () => {
  it('accepts a file of an accepted kind within the limit (the limit itself included)', () => {
    expect(checkFile({ name: 'a.png', type: 'image/png', size: 10_000_000 }, RULES)).toBeNull();
  });

  it('reports the type first, then emptiness, then size', () => {
    expect(checkFile({ name: 'a.exe', type: 'application/x-msdownload', size: 0 }, RULES)).toEqual({
      kind: 'type',
      extension: '.exe',
    });
    expect(checkFile({ name: 'a.pdf', type: 'application/pdf', size: 0 }, RULES)).toEqual({ kind: 'empty' });
    expect(checkFile({ name: 'a.pdf', type: 'application/pdf', size: 10_000_001 }, RULES)).toEqual({
      kind: 'size',
      size: 10_000_001,
      maxBytes: 10_000_000,
    });
  });
});

describe('accept attribute and labels', () => {
  it('lists extensions and MIME types once', () => {
    expect(acceptAttribute(DOCUMENTS)).toBe('.jpg,.jpeg,image/jpeg,.png,image/png,.pdf,application/pdf');
    expect(kindLabels([...DOCUMENTS, FILE_KINDS.jpeg])).toEqual(['JPG', 'PNG', 'PDF']);
  });
});

describe('sizes step by 1000', () => {
  it.each([
    [999, { value: 999, unit: 'byte' }],
    [1000, { value: 1, unit: 'kilobyte' }],
    [1_500_000, { value: 1.5, unit: 'megabyte' }],
    [2_000_000_000, { value: 2, unit: 'gigabyte' }],
  ] as const)('%d bytes', (bytes, expected) => {
    expect(sizeInUnits(bytes)).toEqual(expected);
  });

  it('formats in the locale, rounding a size down and a limit up', () => {
    expect(formatFileSize(10_049_999, 'en')).toBe('10 MB');
    expect(formatFileSize(10_400_000, 'en')).toBe('10.4 MB');
    expect(formatFileSize(512, 'en')).toBe('512 bytes');
    expect(formatFileSize(1, 'en')).toBe('1 byte');
    expect(formatFileSize(234, 'ro')).toBe('234 de byți');
    expect(formatSizeLimit(10_000_000, 'en')).toBe('10 MB');
    expect(formatSizeLimit(2_500_000, 'de')).toBe('2,5 MB');
    expect(formatFileSize(2_500_000, 'ru')).toMatch(/^2,5\sМБ$/);
  });
});
