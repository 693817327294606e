/**
 * The SMS rules the console and the server share. Byte-level SMPP helpers use Node's Buffer and live in
 * `./smpp.ts` (`@beacon/shared/sms/smpp`), outside this barrel the console bundles.
 */
export * from './messages.js';
export * from './limits.js';
export * from './gsm7-alphabet.js';
export * from './smart-encoding-table.js';
export * from './smart-encoding.js';
export * from './split-message.js';
export * from './analyze-message.js';
export * from './phone.js';
export * from './recipients.js';
export * from './sender-id.js';
export * from './template-variables.js';
export * from './china-signature.js';
export * from './send-problems.js';
export * from './message-types.js';
export * from './message-schemas.js';
export * from './smpp-access.js';
export * from './fraud-prefix.js';
