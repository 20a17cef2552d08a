/**
 * A page-wide fact of the portal's `/embed/<widget>` page (isolation mode): whose page the frame is in. The embed page
 * sets it once, after checking its parent's origin, before any element starts; signed-in elements then ask auth/sei
 * for that partner with the code handed to the frame (the portal's own origin), and never borrow the portal's session.
 * With it comes whether the partner's element shows the frame (isolation/frame-visibility.ts): the session's idle
 * timer watches that instead of the tab alone.
 */
import type { FrameVisibility } from '../isolation/frame-visibility';

let partnerOrigin: string | null = null;
let frameVisibility: FrameVisibility | null = null;

export function setEmbeddingPartner(origin: string, visibility: FrameVisibility): void {
  partnerOrigin = origin;
  frameVisibility = visibility;
}

/** The partner origin the page is framed in, or null on any other page. */
export function embeddingPartner(): string | null {
  return partnerOrigin;
}

/** Whether the partner's element shows this frame; null on any page that is not a frame. */
export function embeddingFrameVisibility(): FrameVisibility | null {
  return frameVisibility;
}
