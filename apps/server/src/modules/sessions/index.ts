/**
 * The sessions module's surface: session and trusted-device services; routes and services receive them, never
 * their repos.
 */
export { type AuthContext, createSessionService, type SessionService } from './service.js';
export { createTrustedDeviceService, type TrustedDeviceService } from './trusted-devices.js';
