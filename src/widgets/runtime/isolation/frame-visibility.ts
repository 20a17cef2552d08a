/**
 * Whether the element on the partner's page shows its frame (isolation mode). The pay button keeps its frame, and so
 * the payer's session, while its dialog is closed, hidden and inert; the page's element says so over the bridge
 * (`visibility`), and the embed page sets it here. Frames of the other elements are always shown.
 *
 * Two readers in the frame:
 * - the pay button's checkout mounts a payment only while the frame is shown (each showing is a new payment);
 * - the session's idle timer takes this object as its visibility target: the frame is visible while it is shown and
 *   its tab is visible, and only a return to the tab while it is shown counts as activity (as for an element in the
 *   page). A hidden frame gets no pointer or key events, and its tab coming back is not activity in it. Being shown
 *   again is not activity either (the page decides that, and could keep a session alive by showing the frame now and
 *   then): the session only checks the deadline then (`shownchange`), for timers throttled while hidden.
 */
export class FrameVisibility extends EventTarget {
  #shown = true;
  readonly #document: Pick<Document, 'visibilityState' | 'addEventListener'>;

  constructor(document: Pick<Document, 'visibilityState' | 'addEventListener'>) {
    super();
    this.#document = document;
    // Tab changes matter only while the frame is shown.
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

  /** What the page's element said; `shownchange` follows a change. */
  setShown(shown: boolean): void {
    if (shown === this.#shown) return;
    this.#shown = shown;
    this.dispatchEvent(new Event('shownchange'));
  }
}
