/**
 * The SMPP server customers bind to (docs/smpp-access.md): its Fastify plugin, which the app registers, and
 * the server itself for tests and benchmarks that run it on its own.
 */
export { smppServerPlugin, type SmppServerPluginOptions } from './plugin.js';
export { startSmppServer, type SmppServer, type SmppServerDeps } from './smpp-server.js';
