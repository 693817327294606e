/**
 * The template calls of the current account (API.md "Templates"): add, list, get, update, delete, and the
 * options the send form offers. Review is the operator's (`npm run ops -- template:review`).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZTemplateAddSchema,
  ZTemplateIdBodySchema,
  ZTemplateItemSchema,
  ZTemplateListSchema,
  ZTemplateOptionSchema,
  ZTemplatePageSchema,
  ZTemplateSubmittedSchema,
  ZTemplateUpdateSchema,
} from '@beacon/shared';
import { authenticateHook } from '../../http/authenticate.js';
import { currentAccountOf, type CurrentAccountHook } from '../../http/current-account.js';
import { envelopeOf, ok } from '../../http/envelope.js';
import type { SessionService } from '../sessions/index.js';
import type { TemplateService } from './service.js';

export const templateRoutes: FastifyPluginAsyncZod<{
  sessions: SessionService;
  currentAccount: CurrentAccountHook;
  templates: TemplateService;
}> = async (app, { sessions, currentAccount, templates }) => {
  app.addHook('onRequest', authenticateHook(sessions));
  app.addHook('preHandler', currentAccount);
  const security = [{ session: [] }];
  const tags = ['sms'];

  app.post(
    '/sms/template/options',
    {
      schema: {
        summary: 'Templates usable for sending',
        description: 'Approved custom templates of the current account, then approved public templates.',
        tags,
        security,
        response: {
          200: envelopeOf(z.array(ZTemplateOptionSchema)),
        },
      },
    },
    async (request) => ok(await templates.options(currentAccountOf(request).id)),
  );

  app.post(
    '/sms/template/add',
    {
      schema: {
        summary: 'Add a template',
        description:
          'A custom template, pending review (status 2). Variables are `{name}` with letters, digits and ' +
          'underscores; reserved names (to, phoneNumber, from, content, type, templateId, variables, sendAt) and ' +
          'a template for China (country CN) without a 【signature】 at its start or end are 1001.',
        tags,
        security,
        body: ZTemplateAddSchema,
        response: { 200: envelopeOf(ZTemplateSubmittedSchema) },
      },
    },
    async (request) => ok(await templates.add(currentAccountOf(request).id, request.body)),
  );

  app.post(
    '/sms/template/list',
    {
      schema: {
        summary: 'List templates',
        description:
          'Custom templates of the current account (any status, or `status` 0 rejected, 1 approved, 2 pending) ' +
          'or the public ones, newest first; pass `nextCursor` back as `cursor` for the next page.',
        tags,
        security,
        body: ZTemplateListSchema,
        response: { 200: envelopeOf(ZTemplatePageSchema) },
      },
    },
    async (request) => ok(await templates.list(currentAccountOf(request).id, request.body)),
  );

  app.post(
    '/sms/template/get',
    {
      schema: {
        summary: 'One template',
        description: "A custom template of the current account or a public one; another account's is 1006.",
        tags,
        security,
        body: ZTemplateIdBodySchema,
        response: { 200: envelopeOf(ZTemplateItemSchema) },
      },
    },
    async (request) => ok(await templates.get(currentAccountOf(request).id, request.body.templateId)),
  );

  app.post(
    '/sms/template/update',
    {
      schema: {
        summary: 'Edit a template',
        description:
          'Rewrites a custom template of the current account and submits it for review again (status 2, the ' +
          "previous reason cleared). Same rules as add; a public or another account's template is 1006.",
        tags,
        security,
        body: ZTemplateUpdateSchema,
        response: { 200: envelopeOf(ZTemplateSubmittedSchema) },
      },
    },
    async (request) => {
      const { templateId, ...fields } = request.body;
      return ok(await templates.update(currentAccountOf(request).id, templateId, fields));
    },
  );

  app.post(
    '/sms/template/delete',
    {
      schema: {
        summary: 'Delete a template',
        description: "Messages already sent keep their text. A public or another account's template is 1006.",
        tags,
        security,
        body: ZTemplateIdBodySchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await templates.remove(currentAccountOf(request).id, request.body.templateId);
      return ok(null);
    },
  );
};
