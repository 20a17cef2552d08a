/**
 * Styles a part brings along when it renders, for parts that load later (a dialog opened on the first click, a lazy
 * step): inside an element, the element's root adopts them into its shadow root the first time the part renders, so
 * the element's first download does not carry them; the portal's document has every ui style already, so there is
 * nothing to do. Adopting happens while rendering (idempotent, each sheet once per root), so the part's first frame
 * is styled. Browsers without constructable stylesheets get `<style>` elements instead.
 */
import { createContext, useContext, useState } from 'react';

/** Adds styles to the nearest element root; false when the caller must render `<style>` elements. */
export type AdoptStyles = (styles: readonly string[]) => boolean;

/** Given by a widget's root; absent in the portal, whose document carries every ui style. */
export const StyleScopeContext = createContext<AdoptStyles | null>(null);

export function ScopedStyles({ styles }: { styles: readonly string[] }) {
  const adopt = useContext(StyleScopeContext);
  const [adopted] = useState(() => (adopt ? adopt(styles) : true));
  if (adopted) return null;
  return (
    <>
      {styles.map((css, index) => (
        <style key={index}>{css}</style>
      ))}
    </>
  );
}
