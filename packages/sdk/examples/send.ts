import { createBeaconClient } from '@beacon/sdk';

const beacon = createBeaconClient({
  baseUrl: process.env.BEACON_URL ?? 'http://localhost:8080',
  keyId: process.env.BEACON_KEY_ID!,
  keySecret: process.env.BEACON_KEY_SECRET!,
  accountId: process.env.BEACON_ACCOUNT_ID!,
});
const sent = await beacon.sms.send({ type: 'otp', to: '+14155550100', content: 'Your code is 482913' });
const { status } = await beacon.sms.status(sent.messages[0]!.messageId);
console.log(`${sent.batchId}: ${sent.messages[0]!.messageId} is ${status}, balance ${sent.balance}`);
