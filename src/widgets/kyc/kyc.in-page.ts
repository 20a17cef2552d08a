import * as z from 'zod/mini';
import { buttonStyles, layoutStyles, spinnerStyles } from '../../ui';
import { defineWidget, inPageMounter } from '../runtime/define-widget';
import { textsProperty, type KycTextKey } from '../runtime/text-keys';
import { isolationAttributes, withIsolation } from '../runtime/isolation/isolation';
import { sessionAttributes, sessionEvents, sessionProperties } from '../runtime/session';
import { KycWidget, kycEvents } from './kyc';
import { KYC_SECTION_NAMES } from './kyc-sections';

/**
 * The in-page `<wallet-kyc>` (React, the feature): what `kyc.element.ts`'s thin element loads for
 * `isolation="none"` and on the portal's origin, and what the bank's frame shows (`/embed/kyc`). The element's
 * contract and its documentation are in `kyc.element.ts`.
 */
export const KycInPageElement = defineWidget({
  tagName: 'wallet-kyc',
  component: withIsolation('kyc', KycWidget),
  attributes: z.object({
    ...sessionAttributes,
    ...isolationAttributes,
    section: z.optional(
      z.enum(KYC_SECTION_NAMES, {
        error: `one of ${KYC_SECTION_NAMES.join(', ')}, or no section attribute for everything`,
      }),
    ),
  }),
  properties: { ...sessionProperties, texts: textsProperty<KycTextKey>() },
  // What the sign-in gate renders; the verification brings its own styles (kyc-content.tsx).
  styles: [layoutStyles, spinnerStyles, buttonStyles],
  events: { ...sessionEvents, ...kycEvents },
});

/** What the thin element runs to render in the page. */
export const mount = inPageMounter(KycInPageElement);
