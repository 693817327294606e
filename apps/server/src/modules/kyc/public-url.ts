/**
 * Whether PUBLIC_URL names this machine: a QR code for such a link opens nothing on a phone, so the console
 * warns the operator who left PUBLIC_URL at its default.
 */
export function isLoopbackUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  const bare = host.replace(/^\[|\]$/g, '');
  return (
    bare === 'localhost' ||
    bare.endsWith('.localhost') ||
    bare === '::1' ||
    bare === '0.0.0.0' ||
    /^127\.\d+\.\d+\.\d+$/.test(bare) ||
    /^::ffff:127\./.test(bare) ||
    /^::ffff:7f[0-9a-f]{2}:/.test(bare)
  );
}
