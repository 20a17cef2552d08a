/**
 * The hand-written PDF 1.4 the sandbox's documents share (invoices, statements, receipts, letters): Latin-1 text in
 * the standard Helvetica fonts, lines of page commands, and the file with its cross-reference table.
 */
/** Text for a PDF string in WinAnsi: Latin-1 characters kept, others replaced, delimiters escaped. */
export function pdfText(value: string): string {
  const latin1 = [...value.normalize('NFC')]
    .map((char) => (char.charCodeAt(0) <= 0xff && char.length === 1 ? char : '?'))
    .join('');
  return latin1.replace(/[\\()]/g, (char) => `\\${char}`).replace(/[\r\n]+/g, ' ');
}

/** Splits text into lines of at most `width` characters at spaces (never at a no-break space: 1 234,50 stays whole). */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/[^\S\u00a0\u202f]+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** One line of text at the left margin, `y` points from the foot of the page, in F1 (regular) or F2 (bold). */
export function pdfLine(text: string, y: number, font: 'F1' | 'F2' = 'F1', size = 10): string[] {
  return ['BT', `/${font} ${size} Tf`, `56 ${y} Td`, `(${pdfText(text)}) Tj`, 'ET'];
}

/** The page's commands with the small print at its foot, as a PDF. */
export function writePdfWithFooter(commands: readonly string[], footer: string): Buffer {
  return writePdf([...commands, ...pdfLine(footer, 40, 'F1', 8)].join('\n'));
}

/** A minimal valid PDF: catalog, page tree, one A4 page, its content stream and two standard fonts, with an xref. */
export function writePdf(content: string): Buffer {
  const stream = Buffer.from(content, 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${stream.length} >>\nstream\n${stream.toString('latin1')}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  ];
  return pdfFile(objects);
}

/** The PDF file of these objects (numbered from 1, the first being the catalog), with its xref table and trailer. */
export function pdfFile(objects: readonly string[]): Buffer {
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
