/** The carrier layer's public surface: import from here, not from the files behind it. */
export { startCarrierLayer, type CarrierLayer, type CarrierLayerOptions } from './carrier-layer.js';
export { CarrierRouter, type RoutableCarrier, type RoutedSubmitResult } from './carrier-router.js';
export { parseCarrierUrl, redactCarrierUrl, CarrierUrlError, type SmppCarrierConfig } from './carrier-url.js';
export { parseSmppRoutes, SmppRoutesError, DEFAULT_ROUTE, type SmppRouteTable } from './smpp-routes.js';
export {
  SmppCarrier,
  type BindHealth,
  type CarrierBindState,
  type CarrierState,
  type CarrierStateChange,
  type SmppCarrierDeps,
} from './smpp-carrier.js';
export { BindError } from './smpp-connection.js';
/** The TLV our submits carry their message id in; the bare-loop benchmark sends the same. */
export { BEACON_MESSAGE_ID_TLV } from './smpp-package.js';
export { CarrierError, CARRIER_ERROR_REASONS, type CarrierErrorReason } from './errors.js';
export { COMMAND_STATUS, describeStatus } from './command-status.js';
export type { CarrierEventHandlers, DeliveryReceipt, InboundMessage } from './deliver-sm.js';
export { parseDeliveryReceipt, type ParsedReceipt, type ReceiptStatus } from './delivery-receipt.js';
export { receiptCounters, createReceiptCounters, type ReceiptCounters } from './receipt-counters.js';
export type { SubmitOptions, SubmitPart, SubmitRequest, SubmitResult } from './submit-types.js';
export { SmscSimulator, type SmscSimulatorOptions, type SimulatorStats } from './simulator/smsc-simulator.js';
export type { InboundInjection } from './simulator/inbound-fields.js';
export { receivedLogPath, type ReceivedMessage } from './simulator/received-log.js';
export { TEST_NUMBERS, type TestNumberBehaviour } from './simulator/test-numbers.js';
