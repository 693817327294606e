/**
 * The users module's surface: its routes and service, and the user reads and writes sign-in, sign-up,
 * profile, security and accounts need (a user's row, password hash and current account).
 */
export {
  clearCurrentAccountEverywhere,
  emailExists,
  findUserByEmail,
  findUserById,
  insertUser,
  setCurrentAccount,
  setCurrentAccountIfNone,
  updatePasswordHash,
} from './repo.js';
export { userRoutes } from './routes.js';
export { createUserService } from './service.js';
