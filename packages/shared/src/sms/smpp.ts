/**
 * The server-only side of the SMS module: byte encoders, UDH and SMPP parts. They use Node's `Buffer`, so
 * they are imported as `@beacon/shared/sms/smpp` rather than re-exported from the package root the console
 * bundles.
 */
export * from './gsm7-codec.js';
export * from './ucs2-codec.js';
export * from './udh.js';
export * from './smpp-parts.js';
