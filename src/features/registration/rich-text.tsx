import { cloneElement, type ReactElement, type ReactNode } from 'react';

/**
 * Renders a translated text whose `<name>…</name>` parts become the given elements (links inside a sentence), so
 * translators keep the whole sentence and its word order. Unknown tags render as their plain text.
 */
export function richText(text: string, components: Readonly<Record<string, ReactElement<{ children?: ReactNode }>>>): ReactNode[] {
  const parts: ReactNode[] = [];
  const pattern = /<(\w+)>(.*?)<\/\1>/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const [whole, name = '', inner = ''] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    const element = components[name];
    parts.push(element ? cloneElement(element, { key: `${name}-${match.index}` }, inner) : inner);
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
