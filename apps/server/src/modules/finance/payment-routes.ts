/**
 * The payment providers' side (API.md Finance): the pack pictures, and per PAYMENT_PROVIDER either the
 * sandbox (its hosted page and the scriptable `POST /payments/sandbox/complete`) or Stripe's webhook. The
 * other provider's routes do not exist (404).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FINANCE_PACKAGE_IDS,
  FINANCE_RESULT_PATH,
  SANDBOX_OUTCOMES,
  ZFinanceOrderSchema,
  ZSandboxCompleteSchema,
} from '@beacon/shared';
import { authenticateHook } from '../../http/authenticate.js';
import { currentAccountOf, type CurrentAccountHook } from '../../http/current-account.js';
import { ZErrorEnvelopeSchema, envelopeOf, ok } from '../../http/envelope.js';
import { localeFromAcceptLanguage } from '../../lib/locale.js';
import { SANDBOX_PAY_PATH } from '../../providers/payment/sandbox-payment-provider.js';
import { WebhookSignatureError } from '../../providers/payment/stripe-payment-provider.js';
import type { SessionService } from '../sessions/index.js';
import { packImageSvg } from './packages.js';
import { sandboxPageHtml } from './sandbox-page.js';
import type { FinanceServices } from './services.js';

const ZSandboxPageParams = z.object({ orderId: z.string().regex(/^OR[0-9A-Z]{26}$/) });
const ZSandboxToken = z.object({ t: z.string().max(100).default('') });
/** An unknown order or a token that does not match it: a page for the browser, not an envelope. */
const PAGE_NOT_FOUND = {
  description: 'Payment page not found (an unknown order, or a token that does not match it).',
  content: { 'text/plain': { schema: z.string() } },
};

export const paymentRoutes: FastifyPluginAsyncZod<{
  sessions: SessionService;
  currentAccount: CurrentAccountHook;
  finance: FinanceServices;
}> = async (app, { sessions, currentAccount, finance }) => {
  const tags = ['finance'];
  const { provider } = finance;

  app.get(
    '/finance/package/image/:file',
    {
      schema: {
        summary: 'Picture of a recharge package (SVG)',
        tags,
        security: [],
        params: z.object({
          file: z.enum(FINANCE_PACKAGE_IDS.map((id) => `${id}.svg`) as [string, ...string[]]),
        }),
        produces: ['image/svg+xml'],
      },
    },
    async (request, reply) =>
      reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(
          packImageSvg(request.params.file.replace(/\.svg$/, '') as (typeof FINANCE_PACKAGE_IDS)[number]),
        ),
  );

  if (provider.name === 'sandbox') {
    const sandbox = provider;
    const resultUrl = (orderId: string) => `${FINANCE_RESULT_PATH}?orderId=${encodeURIComponent(orderId)}`;

    const sessionRoutes: FastifyPluginAsyncZod = async (session) => {
      session.addHook('onRequest', authenticateHook(sessions));
      session.addHook('preHandler', currentAccount);
      session.post(
        '/payments/sandbox/complete',
        {
          schema: {
            summary: 'Sandbox only: report an outcome for an order of the current account',
            description:
              'What the sandbox page buttons do, for scripts and tests. Only a pending order moves; a repeated ' +
              'or late report changes nothing and answers the order as it stands. 1003 for an unknown order ' +
              'or another account\u2019s. Absent (404) unless PAYMENT_PROVIDER=sandbox.',
            tags,
            security: [{ session: [] }],
            body: ZSandboxCompleteSchema,
            response: { 200: envelopeOf(ZFinanceOrderSchema) },
          },
        },
        async (request) => {
          const { orderId, outcome } = request.body;
          const order = await finance.orders.completeSandbox(currentAccountOf(request).id, orderId, outcome);
          return ok(await finance.orders.view(order));
        },
      );
    };
    await app.register(sessionRoutes);

    app.get(
      `${SANDBOX_PAY_PATH.replace(/^\/api/, '')}/:orderId`,
      {
        schema: {
          summary: 'Sandbox only: the hosted payment page (HTML, no scripts)',
          tags,
          security: [],
          params: ZSandboxPageParams,
          querystring: ZSandboxToken,
          produces: ['text/html'],
          response: {
            200: { description: 'The page.', content: { 'text/html': { schema: z.string() } } },
            404: PAGE_NOT_FOUND,
          },
        },
      },
      async (request, reply) => {
        const { orderId } = request.params;
        const locale = localeFromAcceptLanguage(request.headers['accept-language']);
        const order = sandbox.checkToken(orderId, request.query.t)
          ? await finance.orders.findForPage(orderId)
          : undefined;
        if (!order) return reply.code(404).type('text/plain; charset=utf-8').send('Payment page not found');
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(
            sandboxPageHtml({
              order,
              token: request.query.t,
              locale,
              company: finance.config.company,
              resultUrl: resultUrl(orderId),
            }),
          );
      },
    );

    app.post(
      `${SANDBOX_PAY_PATH.replace(/^\/api/, '')}/:orderId/:outcome`,
      {
        schema: {
          summary: 'Sandbox only: a button of the hosted page; redirects (303) to the console result page',
          tags,
          security: [],
          params: ZSandboxPageParams.extend({ outcome: z.enum(SANDBOX_OUTCOMES) }),
          querystring: ZSandboxToken,
          response: {
            303: z.null().describe('Done: to the console result page (Location).'),
            404: PAGE_NOT_FOUND,
            default: {
              description:
                'The order can no longer be completed: the envelope with a catalogue code (HTTP 200).',
              content: { 'application/json': { schema: ZErrorEnvelopeSchema } },
            },
          },
        },
      },
      async (request, reply) => {
        const { orderId, outcome } = request.params;
        if (!sandbox.checkToken(orderId, request.query.t)) {
          return reply.code(404).type('text/plain; charset=utf-8').send('Payment page not found');
        }
        await finance.orders.completeSandbox(null, orderId, outcome);
        return reply.redirect(resultUrl(orderId), 303);
      },
    );
  }

  if (provider.name === 'stripe') {
    const stripe = provider;
    await app.register(async (webhook) => {
      // The signature covers the exact bytes Stripe sent: keep the body as text, unparsed.
      webhook.removeContentTypeParser('application/json');
      webhook.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
        done(null, body),
      );
      webhook.post(
        '/payments/stripe/webhook',
        {
          schema: {
            summary: 'Stripe only: Checkout Session events (signed)',
            description:
              'Verifies `Stripe-Signature` with STRIPE_WEBHOOK_SECRET (HTTP 400 and no effect when it does not ' +
              'verify) and credits the order named by `client_reference_id` on `checkout.session.completed` with ' +
              '`payment_status: "paid"` (or `async_payment_succeeded`), exactly once per order.',
            tags,
            // Stripe authenticates itself by the signature, not by a scheme of ours.
            security: [],
          },
        },
        async (request, reply) => {
          const payload = typeof request.body === 'string' ? request.body : '';
          const signature = request.headers['stripe-signature'];
          let report;
          try {
            report = stripe.parseWebhook(payload, typeof signature === 'string' ? signature : undefined);
          } catch (error) {
            if (!(error instanceof WebhookSignatureError)) throw error;
            request.log.warn({ err: error }, 'stripe webhook: signature did not verify');
            return reply.code(400).send({ code: 1001, msg: 'Invalid signature', data: null });
          }
          if (report) await finance.orders.applyProviderReport(report);
          return { received: true };
        },
      );
    });
  }
};
