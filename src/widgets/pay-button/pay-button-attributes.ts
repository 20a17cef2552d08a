/** The pay button's own attribute, shared by the element and its checkout in the bank's frame. */
import * as z from 'zod/mini';

export const buttonIdAttribute = {
  'button-id': z
    .string({ error: 'the id of the saved button (button-id="710001")' })
    .check(z.regex(/^[1-9]\d{0,14}$/, { error: 'the id of the saved button: a whole number such as 710001' })),
};
