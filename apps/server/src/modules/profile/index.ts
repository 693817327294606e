/**
 * The profile module's surface: its routes (basic info, avatar files) and service, mounted by the user
 * centre.
 */
export { avatarFileRoutes } from './avatar-routes.js';
export { profileRoutes } from './routes.js';
export { createProfileService } from './service.js';
