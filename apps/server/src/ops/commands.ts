/**
 * The operator commands of API.md (`npm run ops -- <command>`), run against a database handle — directly by
 * the CLI, or inside the server process when the CLI reaches it through the ops socket (PGlite).
 */
import { MESSAGE_STATUSES } from '../db/schema/index.js';
import {
  ZFraudPrefixSchema,
  ZSenderIdReviewSchema,
  ZTemplateReviewSchema,
  formatMicros,
  parseDecimalToMicros,
} from '@beacon/shared';
import type { Database } from '../db/database.js';
import type { Clock } from '../lib/clock.js';
import { accountExists, setVerified } from '../modules/accounts/index.js';
import { createApiKeyService } from '../modules/api-keys/index.js';
import { AccountMissingError, recharge } from '../modules/billing/index.js';
import { refundOrder, RefundRefusedError } from '../modules/finance/index.js';
import { createPricingService, PriceImportError } from '../modules/pricing/index.js';
import { countMessagesByStatus } from '../modules/sending/index.js';
import { createSenderIdService, SenderIdReviewError } from '../modules/sender-ids/index.js';
import { createTemplateService, TemplateReviewError } from '../modules/templates/index.js';
import { createSmppCredentialService } from '../modules/smpp-access/index.js';
import { createFraudGuard } from '../modules/fraud-guard/index.js';
import { isAppError } from '../lib/app-error.js';
import { opsReviewCertification } from './certification-review.js';
import { isRoutingCommand, runRoutingCommand } from './routing-commands.js';
import { OPS_USAGE, OpsError, type OpsRequest } from './protocol.js';

export { type OpsRequest };

export interface OpsContext {
  db: Database;
  clock: Clock;
  /** COOKIE_SECRET: carrier passwords are sealed under it (carrier:add needs it). */
  cookieSecret?: string;
  /** ROUTING_MIN_RECEIPTS, for the delivery rates carrier:list shows. */
  minReceipts?: number;
}

function expectArgs(request: OpsRequest, min: number, max = min): void {
  if (request.args.length < min || request.args.length > max) {
    throw new OpsError('usage', `usage: ${OPS_USAGE[request.command]}`);
  }
}

/** `fraud:prefix add|remove <prefix>` and `fraud:prefix list` (docs/verify-api.md, "Fraud guard"). */
async function fraudPrefixCommand(context: { db: Database; clock: Clock }, request: OpsRequest) {
  const [action = '', raw] = request.args;
  const operator = createFraudGuard(context).operator;
  if (action === 'list' && request.args.length === 1) return { prefixes: await operator.list() };
  if ((action !== 'add' && action !== 'remove') || request.args.length !== 2) {
    throw new OpsError('usage', `usage: ${OPS_USAGE[request.command]}`);
  }
  const parsed = ZFraudPrefixSchema.safeParse(raw);
  if (!parsed.success)
    throw new OpsError('invalid', `prefix must be 1–15 digits ("+" optional), got "${raw}"`);
  const prefix = parsed.data;
  if (action === 'add') {
    await operator.add(prefix);
    return { prefix, blocked: true };
  }
  if (!(await operator.remove(prefix))) throw new OpsError('not_found', `no operator prefix ${prefix}`);
  return { prefix, blocked: false };
}

export async function runOpsCommand(context: OpsContext, request: OpsRequest): Promise<unknown> {
  const { db, clock } = context;
  if (isRoutingCommand(request.command)) return runRoutingCommand(context, request, expectArgs);
  switch (request.command) {
    case 'account:credit': {
      expectArgs(request, 2);
      const [accountId = '', amount = ''] = request.args;
      const micros = parseDecimalToMicros(amount);
      if (micros === null || micros <= 0n) {
        throw new OpsError(
          'invalid',
          `amount must be a positive decimal with at most 6 decimals, got "${amount}"`,
        );
      }
      try {
        const change = await db.transaction((tx) =>
          recharge(tx, { accountId, amountMicros: micros, paymentMethod: 'operator', at: clock() }),
        );
        return {
          accountId,
          balance: formatMicros(change.balanceMicros),
          currency: change.currency,
          transactionId: change.transactionId,
        };
      } catch (error) {
        if (error instanceof AccountMissingError) throw new OpsError('not_found', `no account ${accountId}`);
        throw error;
      }
    }
    case 'account:verify': {
      expectArgs(request, 1);
      const [accountId = ''] = request.args;
      if (!(await setVerified(db, accountId, clock())))
        throw new OpsError('not_found', `no account ${accountId}`);
      return { accountId, verificationStatus: 1 };
    }
    case 'apikey:create': {
      expectArgs(request, 1, 2);
      const [accountId = '', name = 'ops'] = request.args;
      if (!(await accountExists(db, accountId))) throw new OpsError('not_found', `no account ${accountId}`);
      const key = await createApiKeyService({ db, clock }).create(accountId, name, null);
      return { accountId, keyId: key.keyId, secret: key.secret };
    }
    case 'prices:import': {
      expectArgs(request, 1);
      if (request.input === undefined) throw new OpsError('usage', 'prices:import needs the CSV file');
      try {
        return await createPricingService({ db, clock }).importCsv(request.input);
      } catch (error) {
        if (error instanceof PriceImportError)
          throw new OpsError('invalid', error.message, { lines: error.problems });
        throw error;
      }
    }
    case 'order:refund': {
      expectArgs(request, 1);
      const [orderId = ''] = request.args;
      try {
        return await refundOrder({ db, clock }, orderId);
      } catch (error) {
        if (!(error instanceof RefundRefusedError)) throw error;
        const code = error.code === 1003 ? 'not_found' : 'invalid';
        throw new OpsError(code, `${error.code}: ${error.message}`, { code: error.code });
      }
    }
    case 'queue:stats': {
      expectArgs(request, 0);
      const counts = await countMessagesByStatus(db);
      const byStatus = Object.fromEntries(MESSAGE_STATUSES.map((status) => [status, counts[status] ?? 0]));
      return { byStatus, total: Object.values(counts).reduce((sum, n) => sum + n, 0) };
    }
    case 'template:review': {
      expectArgs(request, 2, Number.POSITIVE_INFINITY);
      const [templateId, decision, ...reasonWords] = request.args;
      const input = ZTemplateReviewSchema.safeParse({ templateId, decision, reason: reasonWords.join(' ') });
      if (!input.success) throw new OpsError('usage', `usage: ${OPS_USAGE[request.command]}`);
      try {
        return await createTemplateService({ db, clock }).review(input.data);
      } catch (error) {
        if (error instanceof TemplateReviewError) {
          throw new OpsError(error.reason === 'not_found' ? 'not_found' : 'invalid', error.message);
        }
        throw error;
      }
    }
    case 'senderid:review': {
      expectArgs(request, 2, Number.POSITIVE_INFINITY);
      const [requestId, decision, ...reasonWords] = request.args;
      const input = ZSenderIdReviewSchema.safeParse({ requestId, decision, reason: reasonWords.join(' ') });
      if (!input.success) throw new OpsError('usage', `usage: ${OPS_USAGE[request.command]}`);
      try {
        const decided = await createSenderIdService({ db, clock }).review(input.data);
        return {
          requestId: decided.requestId,
          senderId: decided.senderId,
          status: decided.status,
          reason: decided.reason,
        };
      } catch (error) {
        if (error instanceof SenderIdReviewError) {
          throw new OpsError(error.reason === 'not_found' ? 'not_found' : 'invalid', error.message);
        }
        throw error;
      }
    }
    case 'certification:review':
      expectArgs(request, 2, Number.POSITIVE_INFINITY);
      return opsReviewCertification({ db, clock }, request.args, OPS_USAGE[request.command]!);
    case 'smpp:create': {
      expectArgs(request, 1);
      const [accountId = ''] = request.args;
      if (!(await accountExists(db, accountId))) throw new OpsError('not_found', `no account ${accountId}`);
      try {
        const created = await createSmppCredentialService({ db, clock }).create(accountId, null);
        return { accountId, systemId: created.systemId, password: created.password };
      } catch (error) {
        if (isAppError(error))
          throw new OpsError('invalid', 'the account has the most live SMPP credentials (10)');
        throw error;
      }
    }
    case 'smpp:revoke': {
      expectArgs(request, 1);
      const [systemId = ''] = request.args;
      const revoked = await createSmppCredentialService({ db, clock }).revokeAny(systemId);
      if (!revoked) throw new OpsError('not_found', `no live SMPP credential ${systemId}`);
      return { systemId, ...revoked };
    }
    case 'fraud:prefix':
      return fraudPrefixCommand({ db, clock }, request);
    case 'sim:inbound':
      // The simulator lives in the messaging engine, not beside this database handle.
      throw new OpsError(
        'unavailable',
        'sim:inbound is served by the messaging engine on <DATA_DIR>/simulator.sock, not here',
      );
    default:
      throw new OpsError('usage', `unknown command "${request.command}"`, {
        commands: Object.values(OPS_USAGE),
      });
  }
}
