/** The Verify API's surface: the service, its public routes (inside the send API) and its console routes. */
export { createVerifyService } from './service.js';
export { verifyApiRoutes } from './api-routes.js';
export { verifyConsoleRoutes } from './console-routes.js';
export { expireDue as expireDueVerifications, purgeSendWindows } from './repo.js';
