/**
 * Checks on a file the user picked, made before anything is uploaded: its type (by MIME type and by file-name
 * extension) and its size. Framework-free, so the sandbox's twin checks and the UI share one reading of the rules.
 *
 * Sizes use decimal units stepping by 1000 (spec 2 section 9: "File size units step by 1000"): 1 KB = 1000 bytes,
 * 1 MB = 1000 KB, as storage makers and macOS count them.
 */

/** One kind of file an upload accepts: its MIME type and the extensions it goes by. */
export interface FileKind {
  /** Exact MIME type, lower case (`image/jpeg`). */
  mime: string;
  /** Extensions with the dot, lower case (`.jpg`, `.jpeg`). */
  extensions: readonly string[];
  /** Short name shown to people (`JPG`, `PDF`). */
  label: string;
  /** Other MIME types systems give files of this kind (Windows with Excel calls a `.csv` `application/vnd.ms-excel`). */
  aliases?: readonly string[];
}

export const FILE_KINDS = {
  // `image/jpg` and `image/pjpeg` are what some older systems call JPEG.
  jpeg: { mime: 'image/jpeg', extensions: ['.jpg', '.jpeg'], label: 'JPG', aliases: ['image/jpg', 'image/pjpeg'] },
  png: { mime: 'image/png', extensions: ['.png'], label: 'PNG' },
  pdf: { mime: 'application/pdf', extensions: ['.pdf'], label: 'PDF' },
  heic: { mime: 'image/heic', extensions: ['.heic'], label: 'HEIC' },
  webp: { mime: 'image/webp', extensions: ['.webp'], label: 'WEBP' },
  svg: { mime: 'image/svg+xml', extensions: ['.svg'], label: 'SVG' },
  gif: { mime: 'image/gif', extensions: ['.gif'], label: 'GIF' },
  csv: {
    mime: 'text/csv',
    extensions: ['.csv'],
    label: 'CSV',
    aliases: ['application/vnd.ms-excel', 'application/csv', 'text/x-csv', 'text/plain'],
  },
  text: { mime: 'text/plain', extensions: ['.txt'], label: 'TXT' },
} as const satisfies Record<string, FileKind>;

/** What an upload accepts. */
export interface FileRules {
  kinds: readonly FileKind[];
  /** Largest size in bytes. */
  maxBytes: number;
}

/** The parts of a `File` the checks read (a plain object in tests and on the server). */
export interface FileFacts {
  name: string;
  /** The browser's MIME type; empty when it does not know (some platforms for HEIC, unusual extensions). */
  type: string;
  size: number;
}

export type FileProblem =
  /** Neither the extension nor the MIME type is one of the accepted kinds, or they disagree. */
  { kind: 'type'; extension: string } | { kind: 'size'; size: number; maxBytes: number } | { kind: 'empty' };

/** The extension of a file name, lower case with the dot (`.pdf`), or '' when it has none. */
export function fileExtension(name: string): string {
  const base = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot).toLowerCase() : '';
}

/**
 * The accepted kind a file is, or null. The extension must be one of a kind's, and a MIME type the browser gives must
 * be that same kind's: a `.pdf` that the system calls `image/png` is refused rather than guessed at. An empty MIME
 * type is allowed (browsers leave it empty for types the system does not know); the server checks the content.
 */
export function kindOf(file: Pick<FileFacts, 'name' | 'type'>, kinds: readonly FileKind[]): FileKind | null {
  const extension = fileExtension(file.name);
  const mime = file.type.toLowerCase().split(';')[0]?.trim() ?? '';
  const byExtension = kinds.find((kind) => kind.extensions.includes(extension));
  if (!byExtension) return null;
  if (mime === '' || mime === byExtension.mime || byExtension.aliases?.includes(mime)) return byExtension;
  return null;
}

/** The first problem with a file under the rules, or null when it may be uploaded. */
export function checkFile(file: FileFacts, rules: FileRules): FileProblem | null {
  if (!kindOf(file, rules.kinds)) return { kind: 'type', extension: fileExtension(file.name) };
  if (file.size <= 0) return { kind: 'empty' };
  if (file.size > rules.maxBytes) return { kind: 'size', size: file.size, maxBytes: rules.maxBytes };
  return null;
}

/** The value of an `<input type="file">`'s `accept` attribute for these kinds (extensions and MIME types). */
export function acceptAttribute(kinds: readonly FileKind[]): string {
  return [...new Set(kinds.flatMap((kind) => [...kind.extensions, kind.mime]))].join(',');
}

/** The kinds' short names for a sentence: "JPG, PNG, PDF" (deduplicated, in order). */
export function kindLabels(kinds: readonly FileKind[]): string[] {
  return [...new Set(kinds.map((kind) => kind.label))];
}

const SIZE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;
export type SizeUnit = (typeof SIZE_UNITS)[number];

/** A byte count in the largest decimal unit that keeps it at 1 or more: 1500 -> { value: 1.5, unit: 'kilobyte' }. */
export function sizeInUnits(bytes: number): { value: number; unit: SizeUnit } {
  let value = Math.max(0, bytes);
  let index = 0;
  while (value >= 1000 && index < SIZE_UNITS.length - 1) {
    value /= 1000;
    index += 1;
  }
  return { value, unit: SIZE_UNITS[index] ?? 'byte' };
}

/** Bytes are spelled out: the short form has no plural in English ("234 byte"); "234 bytes" reads right. */
function unitDisplay(unit: SizeUnit): 'long' | 'short' {
  return unit === 'byte' ? 'long' : 'short';
}

/**
 * A file size for people, in the locale's words for the unit ("2.5 MB", "2,5 МБ"), decimal units, at most one
 * decimal. Rounds down so that a file just over the limit never reads as the limit itself ("10.0 MB" for
 * 10 049 999 bytes would look allowed).
 */
export function formatFileSize(bytes: number, locale: string): string {
  const { value, unit } = sizeInUnits(bytes);
  const shown = unit === 'byte' ? value : Math.floor(value * 10) / 10;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: unitDisplay(unit),
    maximumFractionDigits: 1,
  }).format(shown);
}

/**
 * A size limit for people: like {@link formatFileSize} but never shown smaller than it is.
 * Limits are round numbers, so this reads "10 MB".
 */
export function formatSizeLimit(bytes: number, locale: string): string {
  const { value, unit } = sizeInUnits(bytes);
  const shown = unit === 'byte' ? value : Math.ceil(value * 10) / 10;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: unitDisplay(unit),
    maximumFractionDigits: 1,
  }).format(shown);
}
