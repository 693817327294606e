/**
 * UCS-2 as SMPP `data_coding` 8 carries it: big-endian 16-bit units. Like every provider we send UTF-16, so a
 * character outside the BMP travels as its surrogate pair (two units) and handsets show it.
 */

export function encodeUcs2(text: string): Buffer {
  const bytes = Buffer.alloc(text.length * 2);
  for (let i = 0; i < text.length; i++) bytes.writeUInt16BE(text.charCodeAt(i), i * 2);
  return bytes;
}

/** A dangling odd octet (a truncated unit from a carrier) becomes U+FFFD rather than an error. */
export function decodeUcs2(bytes: Uint8Array): string {
  let text = '';
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i + 1 < bytes.length; i += 2) text += String.fromCharCode(view.getUint16(i));
  return bytes.length % 2 === 1 ? text + '\ufffd' : text;
}
