/**
 * The OpenAPI 3.1 document, built from the routes' zod schemas, and its reference page at /api/docs (served
 * from the @fastify/swagger-ui package itself, no CDN). Registered before any route so it sees them all.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { WEBHOOK_DOCS, WEBHOOK_TAG } from '../modules/webhooks/index.js';
import { transform, transformObject } from './openapi-rules.js';

const TAGS = [
  { name: 'auth', description: 'Sign-up, sign-in with a second factor, password reset, single sign-on' },
  {
    name: 'user',
    description:
      'The signed-in user: info, menu, sign-out, and the user centre (profile, avatar, preferences, password, ' +
      'phone, two-factor and authenticator app, sessions and trusted browsers), identity verification and ' +
      "the organisation's enterprise certification",
  },
  { name: 'dashboard', description: "The workplace: today's sending and the first-steps checklist" },
  { name: 'account', description: "Accounts of the user's organisation" },
  { name: 'sms', description: 'Sending from the console, prices, templates, settings, API keys, opt-outs' },
  {
    name: 'send-api',
    description:
      'The public send API for external senders (API key Basic auth, its own error codes and HTTP statuses; ' +
      'guide: docs/send-api.md)',
  },
  {
    name: 'verify-api',
    description:
      'One-time codes as a service (same authentication and error table as the send API; the fraud guard ' +
      'refuses otp to pumped prefixes with 403 1013; guide: docs/verify-api.md)',
  },
  {
    name: 'finance',
    description:
      'Recharge packages, orders and payments (sandbox page or Stripe Checkout and webhooks), recharge and usage ' +
      'logs, the finance overview and the low-balance alert (docs/finance-api.md, docs/money-flow.md)',
  },
  {
    name: 'admin',
    description:
      'Organisation administration for owners and admins (docs/organisation-admin.md): users, invitations, the ' +
      "organisation's accounts, settings, audit log, traffic insights and sender-ID registration",
  },
  WEBHOOK_TAG,
  {
    name: 'smpp',
    description:
      'SMPP access for customers (guide: docs/smpp-access.md). Bind as an ESME (SMPP 3.4: bind_transmitter, ' +
      'bind_receiver or bind_transceiver) to the host and port `POST /api/sms/smpp/info` answers — plain TCP on ' +
      'SMPP_SERVER_PORT, TLS on SMPP_SERVER_TLS_PORT when the server has a certificate — with a system_id and ' +
      'password created under SMS → Settings → SMPP (shown once). submit_sm goes through the same acceptance as ' +
      '`POST /api/v1/sms/send`; `service_type` MKT marks marketing. Statuses: ESME_RINVPASWD wrong credentials, ' +
      'ESME_RBINDFAIL revoked credential, IP not whitelisted or bind limit reached, ESME_RINVDSTADR bad or ' +
      'refused destination, ESME_RINVSRCADR bad or unregistered sender ID, ESME_RSUBMITFAIL insufficient ' +
      'balance, ESME_RTHROTTLED over the per-second rate or a daily limit, ESME_RMSGQFUL window full, ' +
      'ESME_RINVMSGLEN empty or too long, ESME_RINVDCS data_coding other than 0, 1, 3, 8. Receipts come back ' +
      'as deliver_sm (esm_class 0x04) with `receipted_message_id` and `message_state` when registered_delivery ' +
      'asks, held while no receiver bind is open.',
  },
  { name: 'system', description: 'Health: liveness (/api/health) and readiness (/api/health/ready)' },
] as const;

export const docsPlugin = fp(
  async (app, options: { publicUrl: string }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Beacon console API',
          version: '0.1.0',
          description:
            'Every answer is an envelope `{code, msg, data}`; `code` 0 is success, any other value is a code of ' +
            'the error catalogue, answered with HTTP 200. Bodies may be JSON or application/x-www-form-urlencoded. ' +
            '`msg` follows the Accept-Language header (zh* → Chinese, otherwise English).',
          // The console's own Terms of Service (apps/web/public/legal) govern use of the API too.
          termsOfService: `${options.publicUrl}/legal/terms.html`,
          license: { name: 'Beacon Terms of Service', url: `${options.publicUrl}/legal/terms.html` },
        },
        servers: [{ url: options.publicUrl }],
        tags: [...TAGS],
        webhooks: WEBHOOK_DOCS,
        components: {
          securitySchemes: {
            session: {
              type: 'http',
              scheme: 'bearer',
              description:
                'The session token returned by /api/auth/login, /api/auth/signup or /api/auth/sso.',
            },
            apiKey: {
              type: 'http',
              scheme: 'basic',
              description:
                'The public send API: an API key of the account as `<key id>:<secret>` (created in the console ' +
                'or with `npm run ops -- apikey:create`), with the account in the `X-Account-Id` header.',
            },
          },
        },
      },
      transform,
      transformObject,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'beacon-docs' },
);
