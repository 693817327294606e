/**
 * The signature China's carriers require on every message: the sender's name in full-width brackets, 【Beacon】,
 * at the very start or end. Carriers recognise only the full-width 【】 (U+3010/U+3011); ASCII [Beacon] is not a
 * signature to them and the message is rejected, so it is refused here rather than at the carrier. The name
 * holds 2 to 12 characters, the range the mainland SMS platforms accept for signature registration.
 */
export const CHINA_SIGNATURE_MIN = 2;
export const CHINA_SIGNATURE_MAX = 12;

const AT_START = /^【([^【】]*)】/;
const AT_END = /【([^【】]*)】$/;

/** The signature name, or null when the content has no acceptable signature at its start or end. */
export function extractChinaSignature(content: string): string | null {
  const trimmed = content.trim();
  for (const pattern of [AT_START, AT_END]) {
    const name = pattern.exec(trimmed)?.[1]?.trim();
    if (name !== undefined && isSignatureLength(name)) return name;
  }
  return null;
}

export function hasChinaSignature(content: string): boolean {
  return extractChinaSignature(content) !== null;
}

function isSignatureLength(name: string): boolean {
  const length = Array.from(name).length;
  return length >= CHINA_SIGNATURE_MIN && length <= CHINA_SIGNATURE_MAX;
}
