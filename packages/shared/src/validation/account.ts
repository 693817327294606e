/** Request schemas of the account calls (API.md), shared by the welcome stepper and the server. */
import { z } from 'zod';
import { BILLING_COUNTRIES, PRODUCTS } from '../constants/index.js';
import { zFormArray, zRequiredText } from './form-fields.js';

export const ZAccountIdSchema = zRequiredText('accountIdInvalid', 64);

export const ZAccountAddSchema = z.object({
  name: zRequiredText('accountNameRequired', 64, 'accountNameTooLong'),
  products: zFormArray(z.enum(PRODUCTS, { error: 'productInvalid' }))
    .refine((products) => products.length > 0, { error: 'productsRequired' })
    .transform((products) => [...new Set(products)]),
  billingCountry: z.enum(BILLING_COUNTRIES, { error: 'billingCountryRequired' }),
});
export type TAccountAddInput = z.input<typeof ZAccountAddSchema>;
export type TAccountAdd = z.output<typeof ZAccountAddSchema>;

export const ZAccountSelectSchema = z.object({ accountId: ZAccountIdSchema });
