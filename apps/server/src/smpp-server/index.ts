/**
 * The SMPP server customers bind to (docs/smpp-access.md), as the Fastify plugin the app registers: it runs the
 * server beside the HTTP API and exposes it as `app.smppServer`.
 */
export { smppServerPlugin } from './plugin.js';
