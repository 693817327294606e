/** The public auth calls, all behind one per-IP rate limit (1005). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateLimitHook, type RateLimiter } from '../../http/rate-limit.js';
import type { Captcha } from '../../providers/captcha/captcha.js';
import { captchaRoutes } from './captcha-routes.js';
import type { LoginService } from './login-service.js';
import { loginRoutes } from './login-routes.js';
import type { PasswordService } from './password-service.js';
import { passwordRoutes } from './password-routes.js';
import type { SignupService } from './signup-service.js';
import { signupRoutes } from './signup-routes.js';
import type { SsoService } from './sso-service.js';
import { ssoRoutes } from './sso-routes.js';

export interface AuthRoutesOptions {
  captcha: Captcha;
  signup: SignupService;
  login: LoginService;
  password: PasswordService;
  sso: SsoService;
  rateLimiter: RateLimiter;
  publicUrl: string;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  app.addHook('onRequest', rateLimitHook(options.rateLimiter));
  await app.register(captchaRoutes, { captcha: options.captcha });
  await app.register(signupRoutes, { signup: options.signup });
  await app.register(loginRoutes, { login: options.login, publicUrl: options.publicUrl });
  await app.register(passwordRoutes, { password: options.password });
  await app.register(ssoRoutes, { sso: options.sso });
};
