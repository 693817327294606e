/**
 * The users module's surface: its routes and service, and the user reads and writes sign-in, sign-up,
 * profile and security need (a user's row and password hash).
 */
export { emailExists, findUserByEmail, findUserById, insertUser, updatePasswordHash } from './repo.js';
export { userRoutes } from './routes.js';
export { createUserService } from './service.js';
