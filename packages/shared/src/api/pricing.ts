/**
 * The price list's answer (`POST /sms/price/list`): the response schema the server's route declares and the
 * console's type is inferred from. The request schema is in validation/sms.ts.
 */
import { z } from 'zod';

/** Price of one segment to `country`, in the account's currency; `demo` marks the shipped demo list. */
export const ZPriceEntrySchema = z.object({
  country: z.string(),
  price: z.string(),
  currency: z.string(),
  demo: z.boolean(),
});
export type PriceEntry = z.output<typeof ZPriceEntrySchema>;
