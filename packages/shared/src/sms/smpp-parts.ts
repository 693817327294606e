/**
 * The bytes of one message as the SMPP client submits them: `data_coding`, and per part the UDH and the
 * encoded text, in the `{ udh, message }` form the `smpp` package takes (it sets the UDHI bit of
 * `esm_class` itself when `udh` is present). Built from `analyzeMessage`, so what goes out is what was counted.
 */
import { analyzeMessage, type AnalyzeMessageOptions, type MessageAnalysis } from './analyze-message.js';
import { encodeGsm7Unpacked } from './gsm7-codec.js';
import { encodeUcs2 } from './ucs2-codec.js';
import { buildConcatUdh } from './udh.js';

/** SMPP 3.4 `data_coding`: 0 = SMSC default alphabet (GSM 03.38 here), 8 = UCS-2. */
export const SMPP_DATA_CODING = { 'GSM-7': 0, 'UCS-2': 8 } as const;

export interface SmppPart {
  udh?: Buffer;
  message: Buffer;
}

export interface SmppSubmission {
  analysis: MessageAnalysis;
  dataCoding: (typeof SMPP_DATA_CODING)[keyof typeof SMPP_DATA_CODING];
  parts: SmppPart[];
}

export interface BuildSmppPartsOptions extends AnalyzeMessageOptions {
  /** Concatenation reference (0–255) shared by the parts; the caller varies it per destination. */
  reference: number;
}

export function buildSmppParts(text: string, options: BuildSmppPartsOptions): SmppSubmission {
  const analysis = analyzeMessage(text, options);
  const encode = analysis.encoding === 'GSM-7' ? encodeGsm7Unpacked : encodeUcs2;
  const total = analysis.parts.length;
  const parts = analysis.parts.map((part, i) =>
    total > 1
      ? { udh: buildConcatUdh(options.reference, total, i + 1), message: encode(part) }
      : { message: encode(part) },
  );
  return { analysis, dataCoding: SMPP_DATA_CODING[analysis.encoding], parts };
}
