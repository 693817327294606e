/**
 * Code samples of the public send API for the OpenAPI reference (markdown in the operation descriptions, which
 * the reference page renders): the two ways external senders start — a shell and TypeScript on Node 20+.
 */
export const SEND_SAMPLES = `
**curl**

\`\`\`sh
curl https://console.example.com/api/v1/sms/send \\
  -u "$BEACON_KEY_ID:$BEACON_KEY_SECRET" \\
  -H "X-Account-Id: $BEACON_ACCOUNT_ID" \\
  -H "Idempotency-Key: order-4711-otp" \\
  -H "Content-Type: application/json" \\
  -d '{"type":"otp","to":["+14155550100"],"content":"Your code is 482913","from":"Beacon"}'
\`\`\`

**TypeScript** (Node 20+, no dependencies)

\`\`\`ts
const auth = Buffer.from(\`\${process.env.BEACON_KEY_ID}:\${process.env.BEACON_KEY_SECRET}\`).toString('base64');
const response = await fetch('https://console.example.com/api/v1/sms/send', {
  method: 'POST',
  headers: {
    authorization: \`Basic \${auth}\`,
    'x-account-id': process.env.BEACON_ACCOUNT_ID!,
    'idempotency-key': 'order-4711-otp',
    'content-type': 'application/json',
  },
  body: JSON.stringify({ type: 'otp', to: ['+14155550100'], content: 'Your code is 482913' }),
});
const { code, msg, data } = await response.json();
if (code !== 0) throw new Error(\`send refused (\${response.status} \${code}): \${msg}\`);
console.log(data.messages.map((m: { messageId: string }) => m.messageId));
\`\`\`
`;

export const STATUS_SAMPLES = `
**curl**

\`\`\`sh
curl https://console.example.com/api/v1/sms/messages/SM01JQ3K5Z8Y4W2V1T0S9R8Q7P6N \\
  -u "$BEACON_KEY_ID:$BEACON_KEY_SECRET" -H "X-Account-Id: $BEACON_ACCOUNT_ID"
\`\`\`

**TypeScript**

\`\`\`ts
const response = await fetch(\`https://console.example.com/api/v1/sms/messages/\${messageId}\`, {
  headers: { authorization: \`Basic \${auth}\`, 'x-account-id': process.env.BEACON_ACCOUNT_ID! },
});
const { data } = await response.json(); // data.status: queued … delivered | undelivered | expired | rejected | failed
\`\`\`
`;
