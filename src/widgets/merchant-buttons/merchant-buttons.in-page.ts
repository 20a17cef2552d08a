import * as z from 'zod/mini';
import { buttonStyles, layoutStyles, spinnerStyles } from '../../ui';
import { defineWidget, inPageMounter } from '../runtime/define-widget';
import { textsProperty, type MerchantButtonsTextKey } from '../runtime/text-keys';
import { isolationAttributes, withIsolation } from '../runtime/isolation/isolation';
import { sessionAttributes, sessionProperties } from '../runtime/session';
import { MerchantButtonsWidget, merchantButtonsEvents } from './merchant-buttons';

/**
 * The in-page `<wallet-merchant-buttons>` (React, the feature): what `merchant-buttons.element.ts`'s thin element loads for
 * `isolation="none"` and on the portal's origin, and what the bank's frame shows (`/embed/merchant-buttons`). The element's
 * contract and its documentation are in `merchant-buttons.element.ts`.
 */
export const MerchantButtonsInPageElement = defineWidget({
  tagName: 'wallet-merchant-buttons',
  component: withIsolation('merchant-buttons', MerchantButtonsWidget),
  attributes: z.object({ ...sessionAttributes, ...isolationAttributes }),
  properties: { ...sessionProperties, texts: textsProperty<MerchantButtonsTextKey>() },
  // What the sign-in gate renders; the manager brings its own styles (merchant-buttons-content.tsx).
  styles: [layoutStyles, spinnerStyles, buttonStyles],
  events: merchantButtonsEvents,
});

/** What the thin element runs to render in the page. */
export const mount = inPageMounter(MerchantButtonsInPageElement);
