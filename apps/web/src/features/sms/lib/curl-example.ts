/** A ready-to-run call of the public send API with this key (API.md). */
export function curlExample(
  key: { keyId: string; secret: string },
  accountId: string,
  origin: string,
): string {
  return [
    `curl -X POST '${origin}/api/v1/sms/send' \\`,
    `  -u '${key.keyId}:${key.secret}' \\`,
    `  -H 'X-Account-Id: ${accountId}' \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d '{"type":"otp","to":"+14155550100","content":"Your code is 123456"}'`,
  ].join('\n');
}
