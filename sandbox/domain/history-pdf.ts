/**
 * Monthly statements and transaction receipts as PDF, written by hand like the invoice PDF (pdf-writer.ts): PDF 1.4,
 * standard Helvetica fonts, Latin-1 text. The page header draws the brand's PDF logo (brands/<id>/pdf-logo.svg: the
 * paths, circles and rounded rectangles become PDF paths; its word mark is set in Helvetica-Bold) and the footer
 * carries the brand's legal name, address and footer text (brand.json `confirmationLetter`). Statements run over as
 * many pages as their lines need.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pdfFile, pdfText, wrap } from './pdf-writer';

// --- Brand -----------------------------------------------------------------------------------------------------

export interface PdfBrand {
  name: string;
  legalName: string;
  address: string[];
  footer: string;
  logoSvg: string | null;
}

// From the module's own path (a string: a test environment's URL class is not Node's).
const BRANDS_DIRECTORY = `${join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'brands')}/`;

/** The brand's PDF details from its folder, or null for an unknown brand. */
export function loadPdfBrand(brandId: string): PdfBrand | null {
  if (!/^[a-z0-9-]+$/.test(brandId)) return null;
  const file = `${BRANDS_DIRECTORY}${brandId}/brand.json`;
  if (!existsSync(file)) return null;
  const brand = JSON.parse(readFileSync(file, 'utf8')) as {
    name?: string;
    pdfLogo?: string;
    regulatorFooter?: string;
    confirmationLetter?: { legalName?: string; address?: string[]; footer?: string };
  };
  const logoFile =
    brand.pdfLogo && /^pdf-[a-z0-9-]*\.svg$/.test(brand.pdfLogo)
      ? `${BRANDS_DIRECTORY}${brandId}/${brand.pdfLogo}`
      : null;
  return {
    name: brand.name ?? brandId,
    legalName: brand.confirmationLetter?.legalName ?? brand.name ?? brandId,
    address: brand.confirmationLetter?.address ?? [],
    footer: brand.confirmationLetter?.footer ?? brand.regulatorFooter ?? '',
    logoSvg: logoFile && existsSync(logoFile) ? readFileSync(logoFile, 'utf8') : null,
  };
}

// --- SVG logo to PDF drawing operators --------------------------------------------------------------------------

const number = (value: number) => (Math.round(value * 1000) / 1000).toString();

function colour(fill: string | undefined): string | null {
  const match = /^#([0-9a-f]{6})$/i.exec(fill ?? '');
  if (!match?.[1]) return null;
  const hex = match[1];
  return [0, 2, 4].map((at) => number(parseInt(hex.slice(at, at + 2), 16) / 255)).join(' ');
}

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g))
    if (match[1] && match[2] !== undefined) found[match[1]] = match[2];
  return found;
}

/** Cubic Béziers for an SVG elliptical arc (endpoint to centre parameterisation, SVG 1.1 appendix F.6). */
function arcToCurves(
  x1: number,
  y1: number,
  rxIn: number,
  ryIn: number,
  angle: number,
  large: boolean,
  sweep: boolean,
  x2: number,
  y2: number,
): number[][] {
  if (rxIn === 0 || ryIn === 0) return [[x1, y1, x2, y2, x2, y2]];
  const phi = (angle * Math.PI) / 180;
  const cos = Math.cos(phi);
  const sin = Math.sin(phi);
  const dx = (x1 - x2) / 2;
  const dy = (y1 - y2) / 2;
  const x1p = cos * dx + sin * dy;
  const y1p = -sin * dx + cos * dy;
  let rx = Math.abs(rxIn);
  let ry = Math.abs(ryIn);
  const lambda = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry);
  if (lambda > 1) {
    rx *= Math.sqrt(lambda);
    ry *= Math.sqrt(lambda);
  }
  const sign = large === sweep ? -1 : 1;
  const numerator = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p;
  const factor = sign * Math.sqrt(Math.max(0, numerator / (rx * rx * y1p * y1p + ry * ry * x1p * x1p)));
  const cxp = (factor * rx * y1p) / ry;
  const cyp = (-factor * ry * x1p) / rx;
  const cx = cos * cxp - sin * cyp + (x1 + x2) / 2;
  const cy = sin * cxp + cos * cyp + (y1 + y2) / 2;
  const vectorAngle = (ux: number, uy: number, vx: number, vy: number) =>
    Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
  const theta = vectorAngle(1, 0, (x1p - cxp) / rx, (y1p - cyp) / ry);
  let delta = vectorAngle((x1p - cxp) / rx, (y1p - cyp) / ry, (-x1p - cxp) / rx, (-y1p - cyp) / ry);
  if (!sweep && delta > 0) delta -= 2 * Math.PI;
  if (sweep && delta < 0) delta += 2 * Math.PI;
  const segments = Math.ceil(Math.abs(delta) / (Math.PI / 2));
  const step = delta / segments;
  const k = (4 / 3) * Math.tan(step / 4);
  const point = (t: number) =>
    [
      cx + rx * Math.cos(t) * cos - ry * Math.sin(t) * sin,
      cy + rx * Math.cos(t) * sin + ry * Math.sin(t) * cos,
    ] as const;
  const derivative = (t: number) =>
    [-rx * Math.sin(t) * cos - ry * Math.cos(t) * sin, -rx * Math.sin(t) * sin + ry * Math.cos(t) * cos] as const;
  const curves: number[][] = [];
  for (let i = 0; i < segments; i += 1) {
    const a = theta + i * step;
    const b = a + step;
    const [ax, ay] = point(a);
    const [bx, by] = point(b);
    const [dax, day] = derivative(a);
    const [dbx, dby] = derivative(b);
    curves.push([ax + k * dax, ay + k * day, bx - k * dbx, by - k * dby, bx, by]);
  }
  return curves;
}

/** SVG path data to PDF path operators in SVG user space (y down; the caller flips it). */
export function svgPathToPdf(data: string): string {
  const tokens = data.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? [];
  const ops: string[] = [];
  let index = 0;
  let command = '';
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let lastControl: [number, number] | null = null;
  const next = () => Number(tokens[index++]);
  const hasNumber = () => index < tokens.length && !/^[a-zA-Z]$/.test(tokens[index] ?? '');
  while (index < tokens.length) {
    if (/^[a-zA-Z]$/.test(tokens[index] ?? '')) command = tokens[index++] ?? '';
    else if (command === 'M') command = 'L';
    else if (command === 'm') command = 'l';
    const relative = command === command.toLowerCase();
    const baseX = relative ? x : 0;
    const baseY = relative ? y : 0;
    switch (command.toUpperCase()) {
      case 'M':
        x = baseX + next();
        y = baseY + next();
        startX = x;
        startY = y;
        ops.push(`${number(x)} ${number(y)} m`);
        lastControl = null;
        break;
      case 'L':
        x = baseX + next();
        y = baseY + next();
        ops.push(`${number(x)} ${number(y)} l`);
        lastControl = null;
        break;
      case 'H':
        x = (relative ? x : 0) + next();
        ops.push(`${number(x)} ${number(y)} l`);
        lastControl = null;
        break;
      case 'V':
        y = (relative ? y : 0) + next();
        ops.push(`${number(x)} ${number(y)} l`);
        lastControl = null;
        break;
      case 'C': {
        const c = [baseX + next(), baseY + next(), baseX + next(), baseY + next(), baseX + next(), baseY + next()];
        ops.push(`${c.map(number).join(' ')} c`);
        lastControl = [c[2] ?? 0, c[3] ?? 0];
        x = c[4] ?? x;
        y = c[5] ?? y;
        break;
      }
      case 'S': {
        const first: [number, number] = lastControl ? [2 * x - lastControl[0], 2 * y - lastControl[1]] : [x, y];
        const c = [baseX + next(), baseY + next(), baseX + next(), baseY + next()];
        ops.push(`${[...first, ...c].map(number).join(' ')} c`);
        lastControl = [c[0] ?? 0, c[1] ?? 0];
        x = c[2] ?? x;
        y = c[3] ?? y;
        break;
      }
      case 'Q': {
        const [qx, qy, ex, ey] = [baseX + next(), baseY + next(), baseX + next(), baseY + next()];
        ops.push(
          `${[x + (2 / 3) * (qx - x), y + (2 / 3) * (qy - y), ex + (2 / 3) * (qx - ex), ey + (2 / 3) * (qy - ey), ex, ey].map(number).join(' ')} c`,
        );
        x = ex;
        y = ey;
        lastControl = null;
        break;
      }
      case 'A': {
        const [rx, ry, rotation, large, sweep] = [next(), next(), next(), next(), next()];
        const [ex, ey] = [baseX + next(), baseY + next()];
        for (const curve of arcToCurves(x, y, rx, ry, rotation, large === 1, sweep === 1, ex, ey))
          ops.push(`${curve.map(number).join(' ')} c`);
        x = ex;
        y = ey;
        lastControl = null;
        break;
      }
      case 'Z':
        ops.push('h');
        x = startX;
        y = startY;
        lastControl = null;
        break;
      default:
        // An unknown command: skip its numbers rather than loop forever.
        while (hasNumber()) index += 1;
    }
    if (command.toUpperCase() === 'Z' && hasNumber()) command = 'L';
  }
  return ops.join('\n');
}

function circlePath(cx: number, cy: number, r: number): string {
  return svgPathToPdf(`M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`);
}

function rectPath(x: number, y: number, width: number, height: number, radius: number): string {
  if (radius <= 0) return `${number(x)} ${number(y)} ${number(width)} ${number(height)} re`;
  const r = Math.min(radius, width / 2, height / 2);
  return svgPathToPdf(
    `M${x + r} ${y}h${width - 2 * r}a${r} ${r} 0 0 1 ${r} ${r}v${height - 2 * r}a${r} ${r} 0 0 1 ${-r} ${r}h${-(width - 2 * r)}a${r} ${r} 0 0 1 ${-r} ${-r}v${-(height - 2 * r)}a${r} ${r} 0 0 1 ${r} ${-r}z`,
  );
}

/** Drawing operators of the logo, `height` points tall with its top-left corner at (left, top) in PDF space. */
export function logoOperators(svg: string, left: number, top: number, height: number): string {
  const viewBox = /viewBox="([\d.\s-]+)"/.exec(svg)?.[1]?.trim().split(/\s+/).map(Number) ?? [0, 0, 200, 40];
  const [minX = 0, minY = 0, , viewHeight = 40] = viewBox;
  const scale = height / viewHeight;
  const ops = [
    'q',
    `${number(scale)} 0 0 ${number(-scale)} ${number(left - minX * scale)} ${number(top + minY * scale)} cm`,
  ];
  for (const match of svg.matchAll(/<(path|circle|rect|text)\b([^>]*)>(?:([^<]*)<\/text>)?/g)) {
    const [, tag, rawAttributes = '', textContent] = match;
    const attrs = attributes(rawAttributes);
    const fill = colour(attrs.fill);
    if (!fill) continue;
    if (tag === 'text') {
      const size = Number(attrs['font-size'] ?? 16);
      const bold = attrs['font-weight'] === '700' || attrs['font-weight'] === 'bold';
      // Text is set upright: undo the flip around the baseline.
      ops.push(
        `${fill} rg`,
        'BT',
        `/${bold ? 'F2' : 'F1'} ${number(size)} Tf`,
        `1 0 0 -1 ${number(Number(attrs.x ?? 0))} ${number(Number(attrs.y ?? 0))} Tm`,
        `(${pdfText(textContent ?? '')}) Tj`,
        'ET',
      );
      continue;
    }
    const path =
      tag === 'path'
        ? svgPathToPdf(attrs.d ?? '')
        : tag === 'circle'
          ? circlePath(Number(attrs.cx ?? 0), Number(attrs.cy ?? 0), Number(attrs.r ?? 0))
          : rectPath(
              Number(attrs.x ?? 0),
              Number(attrs.y ?? 0),
              Number(attrs.width ?? 0),
              Number(attrs.height ?? 0),
              Number(attrs.rx ?? 0),
            );
    ops.push(`${fill} rg`, path, 'f');
  }
  ops.push('Q');
  return ops.join('\n');
}

// --- Pages -------------------------------------------------------------------------------------------------------

export interface PdfLine {
  /** Text at x positions (points from the left), in the regular or bold font. */
  cells: { x: number; text: string; bold?: boolean; size?: number; align?: 'left' | 'right' }[];
  /** Vertical space the line takes (points). */
  height: number;
}

const PAGE_TOP = 760;
const PAGE_BOTTOM = 110;

/** Approximate Helvetica width, enough to right-align amounts and to place a column after labels. */
export function textWidth(text: string, size: number): number {
  let units = 0;
  for (const char of text)
    units += /[0-9]/.test(char)
      ? 556
      : /[.,]/.test(char)
        ? 278
        : /[-]/.test(char)
          ? 333
          : /[A-Z]/.test(char)
            ? 667
            : /\s/.test(char)
              ? 278
              : 500;
  return (units * size) / 1000;
}

/**
 * Letters WinAnsi has no code for, drawn with a second pair of fonts (F3, F4: Helvetica with these codes, and a
 * ToUnicode map so the text can be copied and searched): Cyrillic (Ukrainian and Russian statements) at 0xC0-0xFF in
 * the Windows-1251 order, the other Ukrainian letters, Romanian's comma and cedilla letters and the bank's punctuation (• of a masked card,
 * dashes, quotes) below. Any other
 * letter is written as "?".
 */
const EXTRA_CODES: ReadonlyMap<string, number> = new Map([
  ...Array.from({ length: 64 }, (_, index) => [String.fromCharCode(0x410 + index), 0xc0 + index] as const),
  ...(
    [
      ['Ё', 0xa8],
      ['ё', 0xb8],
      ['Є', 0xaa],
      ['є', 0xba],
      ['Ї', 0xaf],
      ['ї', 0xbf],
      ['І', 0xb2],
      ['і', 0xb3],
      ['Ґ', 0xa5],
      ['ґ', 0xb4],
      ['Ă', 0x80],
      ['ă', 0x81],
      ['Ș', 0x82],
      ['ș', 0x83],
      ['Ț', 0x84],
      ['ț', 0x85],
      ['Ş', 0x86],
      ['ş', 0x87],
      ['Ţ', 0x88],
      ['ţ', 0x89],
      ['№', 0x8a],
      ['–', 0x8b],
      ['’', 0x8c],
      ['•', 0x8d],
      ['…', 0x8e],
      ['—', 0x8f],
      ['“', 0x90],
      ['”', 0x91],
      ['‘', 0x92],
      ['€', 0x93],
    ] as const
  ).map(([char, code]) => [char, code] as const),
]);

/** The text-showing operators for `text`: runs of WinAnsi text in F1/F2, runs of {@link EXTRA_CODES} in F3/F4. */
export function showText(text: string, bold: boolean, size: number): string {
  const ops: string[] = [];
  let run = '';
  let extra: boolean | null = null;
  const flush = () => {
    if (run === '' || extra === null) return;
    const font = extra ? (bold ? 'F4' : 'F3') : bold ? 'F2' : 'F1';
    ops.push(`/${font} ${size} Tf`, `(${extra ? run : pdfText(run)}) Tj`);
    run = '';
  };
  for (const char of text.normalize('NFC')) {
    const code = EXTRA_CODES.get(char);
    const isExtra = code !== undefined;
    if (extra !== isExtra) {
      flush();
      extra = isExtra;
    }
    run += isExtra ? String.fromCharCode(code) : char;
  }
  flush();
  return ops.join(' ');
}

/** The extra fonts' encoding and ToUnicode map (one of each, shared by every page). */
function extraFontObjects(toUnicodeId: number): { regular: string; bold: string; toUnicode: string } {
  const entries = [...EXTRA_CODES].sort((a, b) => a[1] - b[1]);
  const hex = (value: number, width: number) => value.toString(16).toUpperCase().padStart(width, '0');
  const differences = entries.map(([char, code]) => `${code} /uni${hex(char.charCodeAt(0), 4)}`).join(' ');
  const encoding = `<< /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences [${differences}] >>`;
  const blocks: string[] = [];
  for (let start = 0; start < entries.length; start += 100) {
    const chunk = entries.slice(start, start + 100);
    blocks.push(
      `${chunk.length} beginbfchar`,
      ...chunk.map(([char, code]) => `<${hex(code, 2)}> <${hex(char.charCodeAt(0), 4)}>`),
      'endbfchar',
    );
  }
  const cmap = [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<00> <FF>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
  const font = (base: string) =>
    `<< /Type /Font /Subtype /Type1 /BaseFont /${base} /Encoding ${encoding} /ToUnicode ${toUnicodeId} 0 R >>`;
  return {
    regular: font('Helvetica'),
    bold: font('Helvetica-Bold'),
    toUnicode: `<< /Length ${Buffer.byteLength(cmap, 'latin1')} >>\nstream\n${cmap}\nendstream`,
  };
}

function headerAndFooter(brand: PdfBrand, title: string, page: number, pages: number): string[] {
  const ops: string[] = [];
  if (brand.logoSvg) ops.push(logoOperators(brand.logoSvg, 56, 812, 30));
  else ops.push('BT', '/F2 16 Tf', '56 790 Td', `(${pdfText(brand.name)}) Tj`, 'ET');
  ops.push(
    '0 0 0 rg',
    'BT',
    '/F2 13 Tf',
    `${number(539 - textWidth(title, 13))} 792 Td`,
    showText(title, true, 13),
    'ET',
  );
  ops.push('0.8 0.8 0.8 RG', '0.5 w', '56 774 m 539 774 l S');
  let y = 88;
  ops.push('0.3 0.3 0.3 rg', 'BT', '/F2 8 Tf', `56 ${y} Td`, `(${pdfText(brand.legalName)}) Tj`, 'ET');
  y -= 11;
  if (brand.address.length > 0) {
    ops.push('BT', '/F1 8 Tf', `56 ${y} Td`, `(${pdfText(brand.address.join(', '))}) Tj`, 'ET');
    y -= 11;
  }
  for (const line of wrap(brand.footer, 120)) {
    ops.push('BT', '/F1 7 Tf', `56 ${y} Td`, `(${pdfText(line)}) Tj`, 'ET');
    y -= 9;
  }
  const pageText = `${page} / ${pages}`;
  ops.push(
    'BT',
    '/F1 8 Tf',
    `${number(539 - textWidth(pageText, 8))} 88 Td`,
    `(${pdfText(pageText)}) Tj`,
    'ET',
    '0 0 0 rg',
  );
  return ops;
}

/** A document: the brand's header and footer on every page, the lines flowing over pages. */
export function renderBrandedPdf(brand: PdfBrand, title: string, lines: readonly PdfLine[]): Buffer {
  const pages: PdfLine[][] = [[]];
  let y = PAGE_TOP;
  for (const line of lines) {
    if (y - line.height < PAGE_BOTTOM) {
      pages.push([]);
      y = PAGE_TOP;
    }
    (pages.at(-1) as PdfLine[]).push(line);
    y -= line.height;
  }
  const contents = pages.map((pageLines, index) => {
    const ops = headerAndFooter(brand, title, index + 1, pages.length);
    let top = PAGE_TOP;
    for (const line of pageLines) {
      top -= line.height;
      for (const cell of line.cells) {
        const size = cell.size ?? 9;
        const x = cell.align === 'right' ? cell.x - textWidth(cell.text, size) : cell.x;
        ops.push('BT', `${number(x)} ${number(top + 4)} Td`, showText(cell.text, cell.bold === true, size), 'ET');
      }
    }
    return ops.join('\n');
  });
  return writeMultiPagePdf(contents);
}

/** Catalog, page tree, the pages with their content streams, and the fonts (see {@link showText}), with an xref. */
export function writeMultiPagePdf(contents: readonly string[]): Buffer {
  const fontRegular = 3 + contents.length * 2;
  const fontBold = fontRegular + 1;
  const extraRegular = fontRegular + 2;
  const extraBold = fontRegular + 3;
  const toUnicode = fontRegular + 4;
  const extra = extraFontObjects(toUnicode);
  const pageIds = contents.map((_, index) => 3 + index * 2);
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${contents.length} >>`,
  ];
  contents.forEach((content, index) => {
    const stream = Buffer.from(content, 'latin1');
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${fontRegular} 0 R /F2 ${fontBold} 0 R /F3 ${extraRegular} 0 R /F4 ${extraBold} 0 R >> >> /Contents ${4 + index * 2} 0 R >>`,
      `<< /Length ${stream.length} >>\nstream\n${stream.toString('latin1')}\nendstream`,
    );
  });
  objects.push(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    extra.regular,
    extra.bold,
    extra.toUnicode,
  );
  return pdfFile(objects);
}
