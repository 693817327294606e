/** Every HTTP route of the user centre and the workplace, registered under /api. */
import type { FastifyPluginAsync } from 'fastify';
import { dashboardRoutes } from '../dashboard/index.js';
import { avatarFileRoutes, profileRoutes } from '../profile/index.js';
import { securityRoutes } from '../security/index.js';
import type { SessionService } from '../sessions/index.js';
import type { UserCentreServices } from './compose.js';

export const userCentreRoutes: FastifyPluginAsync<{
  /** Not `prefix`: Fastify would apply that to this plugin and its children would get it twice. */
  apiPrefix: string;
  sessions: SessionService;
  services: UserCentreServices;
}> = async (app, { apiPrefix: prefix, sessions, services }) => {
  await app.register(avatarFileRoutes, { prefix, profile: services.profile });
  await app.register(profileRoutes, { prefix, profile: services.profile, sessions });
  await app.register(securityRoutes, {
    prefix,
    security: services.security,
    sessions,
    trustedDevices: services.trustedDevices,
  });
  await app.register(dashboardRoutes, { prefix, dashboard: services.dashboard, sessions });
};
