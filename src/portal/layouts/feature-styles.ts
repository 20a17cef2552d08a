const adopted = new Set<string>();

/** Adds a feature's stylesheet to the document once (constructable stylesheet, `<style>` where unsupported). */
export function adoptFeatureStyles(name: string, css: string): void {
  if (adopted.has(name) || typeof document === 'undefined') return;
  adopted.add(name);
  if ('adoptedStyleSheets' in document && typeof CSSStyleSheet.prototype.replaceSync === 'function') {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return;
  }
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
}
