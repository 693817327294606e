/** The console's opt-out list (`/sms/optout/list|delete`) and the check marketing sends run. */
import { ErrorCode, type OptOutPage } from '@beacon/shared';
import type { Database } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import * as repo from './repo.js';

function encodeCursor(row: repo.OptOutRow): string {
  return Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.phone])).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: Date; phone: string } {
  try {
    const [at, phone] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    const createdAt = new Date(String(at));
    if (typeof phone === 'string' && !Number.isNaN(createdAt.getTime())) return { createdAt, phone };
  } catch {
    // Falls through to the validation error.
  }
  throw new AppError(ErrorCode.INVALID_PARAMETER);
}

export function createOptOutService({ db }: { db: Database }) {
  return {
    /** Which of the numbers may not receive marketing from the account. */
    optedOut(accountId: string, phones: readonly string[]): Promise<Set<string>> {
      return repo.findOptedOut(db, accountId, phones);
    },

    async list(
      accountId: string,
      query: { phone?: string; cursor?: string; limit: number },
    ): Promise<OptOutPage> {
      const rows = await repo.listOptOuts(db, accountId, {
        phone: query.phone,
        after: query.cursor ? decodeCursor(query.cursor) : undefined,
        limit: query.limit + 1,
      });
      const page = rows.slice(0, query.limit);
      return {
        items: page.map((row) => ({
          phone: row.phone,
          createdAt: row.createdAt.toISOString(),
          messageId: row.messageId,
        })),
        nextCursor: rows.length > query.limit ? encodeCursor(page.at(-1)!) : null,
      };
    },

    /** The number may receive marketing again; removing a number that is not listed is not an error. */
    async remove(accountId: string, phone: string): Promise<void> {
      await repo.deleteOptOut(db, accountId, phone);
    },
  };
}

export type OptOutService = ReturnType<typeof createOptOutService>;
