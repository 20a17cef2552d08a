/**
 * A whole-number id from 1, as the portal's operations check it. Not in common.ts, which the widgets load: zod's
 * integer check stays out of their bundles (invoices.ts checks its whole numbers without it for the same reason).
 */
import * as z from 'zod/mini';

export const positiveId = z.number().check(z.int(), z.positive());
