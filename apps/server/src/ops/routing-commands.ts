/**
 * The operator's routing commands (API.md, "Carriers, routes and costs"): carriers, routes, costs and the
 * margin report, over the routing module. Its input errors become the CLI's `invalid` / `not_found`.
 */
import { createCarrierSecretBox, createRoutingAdmin, RoutingInputError } from '../modules/routing/index.js';
import type { OpsContext } from './commands.js';
import { OPS_USAGE, OpsError, type OpsRequest } from './protocol.js';

const ROUTING_COMMANDS = new Set([
  'carrier:add',
  'carrier:list',
  'carrier:disable',
  'carrier:enable',
  'route:set',
  'route:list',
  'cost:import',
  'margin:report',
]);

export function isRoutingCommand(command: string): boolean {
  return ROUTING_COMMANDS.has(command);
}

type ExpectArgs = (request: OpsRequest, min: number, max?: number) => void;

export async function runRoutingCommand(
  context: OpsContext,
  request: OpsRequest,
  expectArgs: ExpectArgs,
): Promise<unknown> {
  const admin = createRoutingAdmin({
    db: context.db,
    clock: context.clock,
    box: context.cookieSecret ? createCarrierSecretBox(context.cookieSecret) : undefined,
    minReceipts: context.minReceipts,
  });
  try {
    return await run(admin, request, expectArgs);
  } catch (error) {
    if (!(error instanceof RoutingInputError)) throw error;
    throw new OpsError(error.reason, error.message, error.problems ? { lines: error.problems } : undefined);
  }
}

async function run(
  admin: ReturnType<typeof createRoutingAdmin>,
  request: OpsRequest,
  expectArgs: ExpectArgs,
): Promise<unknown> {
  const [first = '', second = ''] = request.args;
  switch (request.command) {
    case 'carrier:add':
      expectArgs(request, 2);
      return admin.addCarrier(first, second);
    case 'carrier:list':
      expectArgs(request, 0);
      return admin.listCarriers();
    case 'carrier:disable':
      expectArgs(request, 1);
      return admin.disableCarrier(first);
    case 'carrier:enable':
      expectArgs(request, 1);
      return admin.enableCarrier(first);
    case 'route:set': {
      expectArgs(request, 2, 4);
      return admin.setRoute(first, second, readMode(request));
    }
    case 'route:list':
      expectArgs(request, 0);
      return admin.listRoutes();
    case 'cost:import':
      expectArgs(request, 1);
      if (request.input === undefined) throw new OpsError('usage', 'cost:import needs the CSV file');
      return admin.importCosts(request.input);
    case 'margin:report':
      expectArgs(request, 2);
      return admin.marginReport(first, second);
    default:
      throw new OpsError('usage', `usage: ${OPS_USAGE[request.command]}`);
  }
}

/** `--mode lcr` or `--mode=lcr` after the country and carriers; nothing else may follow them. */
function readMode(request: OpsRequest): string | undefined {
  const rest = request.args.slice(2);
  if (rest.length === 0) return undefined;
  if (rest.length === 2 && rest[0] === '--mode') return rest[1];
  if (rest.length === 1 && rest[0]!.startsWith('--mode=')) return rest[0]!.slice('--mode='.length);
  throw new OpsError('usage', `usage: ${OPS_USAGE[request.command]}`);
}
