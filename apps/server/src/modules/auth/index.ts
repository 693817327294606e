/**
 * The auth module's surface: sign-up, sign-in, password and SSO services and routes, plus the code rules,
 * mail layout and failed-attempt counter the user centre shares with sign-in (one lockout for both).
 */
export { createCodeDelivery } from './code-delivery.js';
export {
  assertCanResend,
  assertNotLocked,
  isCodeCorrect,
  lockoutEnd,
  newCode,
  wrongCodeError,
} from './code-policy.js';
export { compose, signupCodeEmail } from './emails.js';
export { createLoginService } from './login-service.js';
export { createPasswordService } from './password-service.js';
export { authRoutes } from './routes.js';
export { createSignupService } from './signup-service.js';
export { createSsoService } from './sso-service.js';
export { claimUserAttempt, clearUserAttempts } from './user-attempts-repo.js';
