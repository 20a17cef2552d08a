/**
 * The text of the sandbox's own (uncompressed) PDFs as a reader would copy it: each text object's strings decoded by
 * its font, through the font's ToUnicode map when it has one (the Cyrillic and Romanian letters) and as WinAnsi/Latin-1
 * otherwise. One line per text object, in drawing order. Enough for the documents the sandbox writes, not a general
 * PDF parser.
 */
export function pdfText(bytes: Buffer): string {
  const source = bytes.toString('latin1');
  const objects = new Map<string, string>();
  for (const match of source.matchAll(/(\d+) 0 obj\n([\s\S]*?)\nendobj/g)) objects.set(match[1] ?? '', match[2] ?? '');

  const maps = new Map<string, Map<number, string>>();
  const fontMap = (fontId: string): Map<number, string> | null => {
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(fontId) ?? '')?.[1];
    if (!toUnicode) return null;
    let map = maps.get(toUnicode);
    if (!map) {
      map = new Map();
      for (const block of (objects.get(toUnicode) ?? '').matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
        for (const entry of (block[1] ?? '').matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
          map.set(parseInt(entry[1] ?? '0', 16), String.fromCodePoint(parseInt(entry[2] ?? '0', 16)));
      maps.set(toUnicode, map);
    }
    return map;
  };

  const lines: string[] = [];
  for (const page of objects.values()) {
    if (!page.startsWith('<< /Type /Page ')) continue;
    const fonts = new Map<string, string>();
    for (const font of (/\/Font << ([^>]*) >>/.exec(page)?.[1] ?? '').matchAll(/\/(\w+) (\d+) 0 R/g))
      fonts.set(font[1] ?? '', font[2] ?? '');
    const contentId = /\/Contents (\d+) 0 R/.exec(page)?.[1] ?? '';
    const content = /stream\n([\s\S]*)\nendstream/.exec(objects.get(contentId) ?? '')?.[1] ?? '';
    for (const block of content.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
      let map: Map<number, string> | null = null;
      let text = '';
      for (const token of (block[1] ?? '').matchAll(/\/(\w+) [\d.]+ Tf|\(((?:\\.|[^\\)])*)\) Tj/g)) {
        if (token[1] !== undefined) {
          map = fontMap(fonts.get(token[1]) ?? '');
          continue;
        }
        const raw = (token[2] ?? '').replace(/\\([()\\])/g, '$1');
        for (const char of raw) {
          const code = char.charCodeAt(0);
          text += map?.get(code) ?? char;
        }
      }
      lines.push(text);
    }
  }
  return lines.join('\n');
}
