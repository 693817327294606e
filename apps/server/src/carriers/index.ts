/** The carrier layer's public surface: import from here, not from the files behind it. */
export {
  startCarrierLayer,
  type CarrierDefinition,
  type CarrierLayer,
  type RoutingDefinition,
} from './carrier-layer.js';
export { type CarrierHealthReport, type RouteChoice, type RoutingSignals } from './carrier-router.js';
export { type SubmitVerdict } from './carrier-health.js';
export { DEFAULT_ROUTE, ROUTE_MODES, type Route, type RouteMode } from './route-table.js';
export { CarrierUrlError, parseCarrierUrl, redactCarrierUrl } from './carrier-url.js';
export { parseSmppRoutes, SmppRoutesError } from './smpp-routes.js';
export { type CarrierBindState } from './smpp-carrier.js';
/** The TLV our submits carry their message id in; the bare-loop benchmark sends the same. */
export { BEACON_MESSAGE_ID_TLV } from './smpp-package.js';
export { CarrierError } from './errors.js';
export { COMMAND_STATUS, describeStatus } from './command-status.js';
export type { DeliveryReceipt, InboundMessage } from './deliver-sm.js';
export { receiptCounters, createReceiptCounters, type ReceiptCounters } from './receipt-counters.js';
export { SmscSimulator, type SmscSimulatorOptions, type SimulatorStats } from './simulator/smsc-simulator.js';
export { type ReceivedMessage } from './simulator/received-log.js';
/**
 * The SMPP server side our customers bind to (smpp-server/) reads and writes PDUs with the same set-up as the
 * carrier layer and the simulator: the configured package, bounded TLV reads, the shared codecs, concatenation,
 * and the simulator's receipt and inbound deliver_sm builders.
 */
export { configuredSmpp, type PDU } from './smpp-package.js';
export { readShortMessage } from './short-message.js';
export { decodeMessageText } from './message-text.js';
export { fromSmppAddress } from './addresses.js';
export { ConcatAssembler } from './concat-assembler.js';
export { statusName } from './command-status.js';
export { buildReceiptFields } from './simulator/receipt-fields.js';
export { buildInboundFields } from './simulator/inbound-fields.js';
