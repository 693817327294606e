/**
 * What the ops CLI and the server's ops socket exchange, kept free of database imports so the CLI starts fast
 * when it only has to talk to a running server.
 */
export interface OpsRequest {
  command: string;
  args: string[];
  /** File contents the CLI read for the command (the CSV of prices:import), so the server needs no path. */
  input?: string;
}

export class OpsError extends Error {
  override name = 'OpsError';
  constructor(
    readonly code: 'usage' | 'not_found' | 'invalid' | 'unavailable' | 'internal',
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const OPS_USAGE: Record<string, string> = {
  'account:credit': 'account:credit <accountId> <amount>   adds a RECHARGE entry; prints { balance }',
  'account:verify': 'account:verify <accountId>            sets verification status 1 (ends trial rules)',
  'apikey:create': 'apikey:create <accountId> [name]       prints { keyId, secret }',
  'prices:import': 'prices:import <csv>                    replaces the price list (country,currency,price)',
  'queue:stats': 'queue:stats                            counts of messages by status',
  'order:refund':
    "order:refund <orderId>                 refunds a paid order's credit (REFUNDED entry, never below zero); prints { status, balance }",
  'template:review':
    'template:review <templateId> approve|reject [reason]  decides a pending template; prints { status }',
  'senderid:review':
    'senderid:review <requestId> approve|reject [reason]  decides a submitted sender-ID request; prints { status }',
  'certification:review':
    "certification:review <id> approve|reject [reason]  decides an enterprise certification under review (reject needs a reason); a pass lifts the trial of the organisation's accounts",
  'db:move-to':
    'db:move-to <DATABASE_URL>              copies the stopped embedded database (DATA_DIR) into an empty PostgreSQL',
  'carrier:add':
    'carrier:add <name> <smpp-url>           adds a carrier (or replaces its URL); the password is stored sealed',
  'carrier:list':
    'carrier:list                           carriers with their binds, routing health, submits/s, delivery rate and receipt latency over the last hour',
  'carrier:disable':
    'carrier:disable <name>                 stops routing to a carrier (refused while a route has no other enabled carrier)',
  'carrier:enable': 'carrier:enable <name>                  routes to a disabled carrier again',
  'route:set':
    'route:set <CC|*> <carrier>[,<carrier>…] [--mode priority|lcr]  sets the route of a country (or the default *)',
  'route:list': 'route:list                             every route with its carriers and mode',
  'cost:import':
    'cost:import <csv>                      replaces the carrier costs (carrier,country,currency,cost per segment)',
  'margin:report':
    'margin:report <from> <to>              price, carrier cost and margin by currency, country and carrier of the messages created in [from, to)',
  'sim:inbound':
    "sim:inbound <from> <to> <text…>        the running server's SMSC simulator delivers an inbound (MO) message",
  'smpp:create':
    'smpp:create <accountId>                an SMPP credential for customers; prints { systemId, password } (shown once)',
  'smpp:revoke':
    'smpp:revoke <systemId>                 revokes an SMPP credential; its binds close within seconds',
  'fraud:prefix':
    'fraud:prefix add|remove <prefix> | list  operator-wide high-risk prefixes: no account sends otp there (1013)',
};

export type OpsReply =
  { ok: true; result: unknown } | { ok: false; error: { code: string; message: string; details?: unknown } };

export function errorReply(error: unknown): OpsReply {
  if (error instanceof OpsError) {
    return { ok: false, error: { code: error.code, message: error.message, details: error.details } };
  }
  return {
    ok: false,
    error: { code: 'internal', message: error instanceof Error ? error.message : String(error) },
  };
}
