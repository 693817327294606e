/**
 * The user-centre module's surface: its route plugin and the services it composes from profile, security and
 * dashboard.
 */
export { createUserCentreServices } from './compose.js';
export { userCentreRoutes } from './routes.js';
