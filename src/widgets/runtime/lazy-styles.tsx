/**
 * Styles of a part of an element that loads later (a dialog opened on the first click): adopted into the element's
 * shadow root when the part first renders, so the element's first download does not carry them. Browsers without
 * constructable stylesheets get `<style>` elements instead (as the runtime's own fallback does).
 */
import { useState } from 'react';
import { adoptMoreStyles } from './styles';
import { useWidget } from './widget-context';

export function LazyStyles({ styles }: { styles: readonly string[] }) {
  const { host } = useWidget();
  // Adopting is idempotent (each sheet once per root), so doing it while rendering is safe and avoids a frame without styles.
  const [adopted] = useState(() => (host.shadowRoot ? adoptMoreStyles(host.shadowRoot, styles) : false));
  if (adopted) return null;
  return (
    <>
      {styles.map((css, index) => (
        <style key={index}>{css}</style>
      ))}
    </>
  );
}
