import { describe, expect, test } from 'vitest';
import { useTestApp } from '../../testing/test-app.js';
import { messageInboundEvent, messageStatusEvent, serializeWebhookEvent } from './events.js';
import { SIGNATURE_HEADER_PATTERN } from './openapi.js';
import { signatureHeader } from './signature.js';

const t = useTestApp();

interface WebhookOperation {
  tags: string[];
  parameters: { name: string; in: string; required: boolean; schema: { pattern?: string } }[];
  requestBody: {
    content: {
      'application/json': {
        schema: { properties: Record<string, unknown>; required: string[] };
        example: Record<string, unknown>;
      };
    };
  };
  responses: Record<string, unknown>;
}

async function documentedWebhooks() {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  const doc = response.json<{
    openapi: string;
    webhooks: Record<string, { post: WebhookOperation }>;
    tags: { name: string }[];
    paths: Record<string, unknown>;
  }>();
  return doc;
}

const AT = new Date('2026-03-02T09:00:00Z');
const SENT_BODIES = {
  'message.status': serializeWebhookEvent({
    ...messageStatusEvent({
      id: 'SM1',
      to: '+14155550100',
      status: 'delivered',
      errorCode: null,
      segments: 1,
      costMicros: 7_500n,
      at: AT,
    }),
  }),
  'message.inbound': serializeWebhookEvent({
    ...messageInboundEvent({ id: 'SM2', from: '+14155550100', to: 'Beacon', content: 'STOP', at: AT }),
  }),
};

describe('the OpenAPI document', () => {
  test.each(Object.entries(SENT_BODIES))(
    'documents the %s webhook with the keys sent, in their order, and its example as sent',
    async (event, sent) => {
      const doc = await documentedWebhooks();
      expect(doc.openapi).toBe('3.1.0');
      const operation = doc.webhooks[event]!.post;
      const body = operation.requestBody.content['application/json'];
      expect(Object.keys(body.schema.properties)).toEqual(Object.keys(JSON.parse(sent)));
      expect(body.schema.required).toEqual(Object.keys(JSON.parse(sent)));
      expect(Object.keys(body.example)).toEqual(Object.keys(JSON.parse(sent)));
      expect(operation.tags).toEqual(['webhooks']);
      expect(doc.tags.map((tag) => tag.name)).toContain('webhooks');
      expect(Object.keys(operation.responses)).toEqual(['2XX', 'default']);
    },
  );

  test('documents the X-Signature header in the format of API.md, matching what is sent', async () => {
    const doc = await documentedWebhooks();
    for (const event of Object.keys(SENT_BODIES)) {
      const headers = doc.webhooks[event]!.post.parameters;
      expect(headers.map((header) => [header.name, header.in])).toEqual([
        ['X-Signature', 'header'],
        ['X-Beacon-Event', 'header'],
        ['X-Beacon-Delivery', 'header'],
      ]);
      expect(headers[0]!.schema.pattern).toBe(SIGNATURE_HEADER_PATTERN);
    }
    const pattern = new RegExp(SIGNATURE_HEADER_PATTERN);
    const body = SENT_BODIES['message.status'];
    expect(signatureHeader(['current'], 1_772_442_000, body)).toMatch(pattern);
    // During a secret rotation: one v1 per live secret.
    expect(signatureHeader(['current', 'previous'], 1_772_442_000, body)).toMatch(pattern);
  });

  test('documents the recent-deliveries call', async () => {
    const doc = await documentedWebhooks();
    expect(doc.paths).toHaveProperty(['/api/sms/webhook/list', 'post']);
  });
});
