import { expect, test } from 'vitest';
import { decodeMessageText } from './message-text.js';

test.each([
  {
    dataCoding: 0x00,
    name: 'SMSC default (GSM 03.38, extension table)',
    bytes: [0x48, 0x1b, 0x65, 0x00],
    text: 'H€@',
  },
  { dataCoding: 0x01, name: 'IA5 / ASCII', bytes: [0x48, 0x69], text: 'Hi' },
  { dataCoding: 0x03, name: 'Latin-1', bytes: [0xe9], text: 'é' },
  { dataCoding: 0x08, name: 'UCS-2 with a surrogate pair', bytes: [0xd8, 0x3d, 0xdc, 0x4b], text: '👋' },
  { dataCoding: 0x18, name: 'GSM DCS general group, UCS-2 class 0', bytes: [0x00, 0x41], text: 'A' },
  { dataCoding: 0xf0, name: 'GSM DCS class group, 7-bit', bytes: [0x41], text: 'A' },
])('data_coding $dataCoding ($name) decodes with the matching table', ({ dataCoding, bytes, text }) => {
  expect(decodeMessageText(dataCoding, Buffer.from(bytes))).toBe(text);
});
