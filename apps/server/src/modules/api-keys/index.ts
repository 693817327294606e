/** The API-keys module's surface: its routes and the service the send API authenticates with. */
export { apiKeyRoutes } from './routes.js';
export { type ApiKeyService, checkApiKey, createApiKeyService } from './service.js';
