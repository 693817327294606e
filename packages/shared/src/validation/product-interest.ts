/** Request schema of `POST /product/interest`: a product the current account would like once it launches. */
import { z } from 'zod';

/** Products listed in the console but not yet sold (spec section 1: a voice product and an MMS entry). */
export const INTEREST_PRODUCTS = ['mms', 'voice'] as const;
export type InterestProduct = (typeof INTEREST_PRODUCTS)[number];

export const ZProductInterestSchema = z.object({
  product: z.enum(INTEREST_PRODUCTS, { error: 'productInvalid' }),
});
export type TProductInterestInput = z.input<typeof ZProductInterestSchema>;
