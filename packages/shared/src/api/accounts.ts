/** The account calls' answers (`POST /account/add|select|delete`, API.md); the request schemas are in validation/account.ts. */
import { z } from 'zod';

/** `POST /account/add`: the new account, now the current one. */
export const ZAccountCreatedSchema = z.object({ accountId: z.string() });
export type AccountCreated = z.output<typeof ZAccountCreatedSchema>;
