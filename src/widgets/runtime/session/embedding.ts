/**
 * A page-wide fact of the portal's `/embed/<widget>` page (isolation mode): whose page the frame is in. The embed page
 * sets it once, after checking its parent's origin, before any element starts; signed-in elements then ask auth/sei
 * for that partner with the code handed to the frame (the portal's own origin), and never borrow the portal's session.
 */
let partnerOrigin: string | null = null;

export function setEmbeddingPartner(origin: string): void {
  partnerOrigin = origin;
}

/** The partner origin the page is framed in, or null on any other page. */
export function embeddingPartner(): string | null {
  return partnerOrigin;
}
