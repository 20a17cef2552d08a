/**
 * Whether the element on the partner's page shows its frame (isolation mode). The pay button keeps its frame, and so
 * the payer's session, while its dialog is closed, hidden and inert; the page's element says so over the bridge
 * (`visibility`), and the embed page sets it here. Frames of the other elements are always shown.
 *
 * Two readers in the frame:
 * - the pay button's checkout mounts a payment only while the frame is shown (each showing is a new payment);
 * - the session's idle timer takes this object as its visibility target: the frame counts as visible only while it is
 *   shown and its tab is visible. A hidden frame gets no pointer or key events, and a return to the tab while it is
 *   hidden is not activity in the element; showing it again is (the payer clicked the button), unless the idle time
 *   has already run out, when the session ends at once (core/auth/idle-timer.ts).
 */
export class FrameVisibility extends EventTarget {
  #shown = true;
  readonly #document: Pick<Document, 'visibilityState' | 'addEventListener'>;

  constructor(document: Pick<Document, 'visibilityState' | 'addEventListener'>) {
    super();
    this.#document = document;
    // Tab changes matter only while the frame is shown; while it is hidden the frame stays 'hidden' either way.
    document.addEventListener('visibilitychange', () => {
      if (this.#shown) this.dispatchEvent(new Event('visibilitychange'));
    });
  }

  /** The page's element shows the frame (the pay button: its dialog is open). */
  get shown(): boolean {
    return this.#shown;
  }

  /** `visible` while the frame is shown and its tab is visible, as `document.visibilityState` is for a tab. */
  get visibilityState(): DocumentVisibilityState {
    return this.#shown && this.#document.visibilityState === 'visible' ? 'visible' : 'hidden';
  }

  /** What the page's element said; `shownchange` and, when the tab is visible, `visibilitychange` follow a change. */
  setShown(shown: boolean): void {
    if (shown === this.#shown) return;
    this.#shown = shown;
    this.dispatchEvent(new Event('shownchange'));
    if (this.#document.visibilityState === 'visible') this.dispatchEvent(new Event('visibilitychange'));
  }
}
