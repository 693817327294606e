/** The carrier layer's public surface: import from here, not from the files behind it. */
export {
  isEmbeddedCarrier,
  startCarrierLayer,
  type CarrierDefinition,
  type CarrierLayer,
  type EmbeddedCarrier,
  type RoutingDefinition,
} from './carrier-layer.js';
export {
  type CarrierHealthReport,
  type RoutableCarrier,
  type RouteChoice,
  type RoutingSignals,
} from './carrier-router.js';
export { type SubmitVerdict } from './carrier-health.js';
export { LCR_QUALITY_MARGIN } from './route-plan.js';
export {
  DEFAULT_ROUTE,
  ROUTE_MODES,
  routeTableFromSmppRoutes,
  type Route,
  type RouteMode,
} from './route-table.js';
export { CarrierUrlError, parseCarrierUrl, redactCarrierUrl, type SmppCarrierConfig } from './carrier-url.js';
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
