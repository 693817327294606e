/**
 * What a deliver_sm from the SMSC means to us: a delivery receipt (esm_class message type 0x04, or 0x20 for
 * an intermediate notification) or an inbound MO message (type 0), reassembled when concatenated. The
 * promise resolves with the command_status of the deliver_sm_resp; a rejected handler makes it
 * ESME_RX_T_APPN so the SMSC delivers the PDU again later instead of it being lost.
 */
import type { ConcatInfo } from '@beacon/shared/sms/smpp';
import type { Logger } from 'pino';
import { fromSmppAddress } from './addresses.js';
import { COMMAND_STATUS } from './command-status.js';
import { ConcatAssembler } from './concat-assembler.js';
import { parseDeliveryReceipt, type ParsedReceipt } from './delivery-receipt.js';
import { decodeMessageText } from './message-text.js';
import { receiptCounters } from './receipt-counters.js';
import { readShortMessage } from './short-message.js';
import type { PDU } from './smpp-package.js';

/** esm_class bits 2–5: the message type (SMPP 3.4 §5.2.12). */
const MESSAGE_TYPE_MASK = 0x3c;
const MESSAGE_TYPE = {
  NORMAL: 0x00,
  RECEIPT: 0x04,
  SME_ACK: 0x08,
  USER_ACK: 0x10,
  INTERMEDIATE: 0x20,
} as const;

export interface DeliveryReceipt extends ParsedReceipt {
  /** Name of the carrier bind it came on: ids are unique per carrier only. */
  carrier: string;
  /** The handset the message went to (the receipt's source_addr). */
  recipient: string;
  /** Our sender address (the receipt's destination_addr). */
  sender: string;
  receivedAt: Date;
}

export interface InboundMessage {
  carrier: string;
  from: string;
  to: string;
  content: string;
  dataCoding: number;
  /** Number of SMS parts it arrived in. */
  parts: number;
  receivedAt: Date;
}

export interface CarrierEventHandlers {
  /** Resolve once the receipt is stored: only then is the SMSC told it arrived. */
  onReceipt?(receipt: DeliveryReceipt): void | Promise<void>;
  /** Resolve once the message is stored; concatenated messages arrive whole. */
  onInbound?(message: InboundMessage): void | Promise<void>;
}

interface MoPart {
  concat: ConcatInfo | null;
  payload: Buffer;
}

export interface DeliverSmContext {
  carrier: string;
  handlers: CarrierEventHandlers;
  logger: Logger;
  now: () => Date;
  /** Incomplete MO messages are dropped after this long. */
  reassemblyTtlMs: number;
}

const UCS2_DATA_CODING = 0x08;

/**
 * The receipt text is ASCII in practice whatever `data_coding` says (Appendix B), so it is read as Latin-1,
 * which keeps every octet; only UCS-2, which some SMSCs use for all their deliver_sm, is decoded as such.
 */
function receiptTextOf(pdu: PDU): string {
  const { payload } = readShortMessage(pdu);
  return pdu.data_coding === UCS2_DATA_CODING
    ? decodeMessageText(UCS2_DATA_CODING, payload)
    : payload.toString('latin1');
}

export function createDeliverSmHandler(context: DeliverSmContext): {
  handle(pdu: PDU): Promise<number>;
  dispose(): void;
} {
  const { carrier, handlers, logger, now } = context;
  const assembler = new ConcatAssembler<MoPart>({
    ttlMs: context.reassemblyTtlMs,
    onDropped: (key, received, total) =>
      logger.warn({ carrier, key, received, total }, 'smpp: incomplete inbound message dropped'),
  });

  async function handleReceipt(pdu: PDU): Promise<number> {
    const text = receiptTextOf(pdu);
    let parsed: ParsedReceipt;
    try {
      parsed = parseDeliveryReceipt({
        text,
        receiptedMessageId:
          typeof pdu.receipted_message_id === 'string' ? pdu.receipted_message_id : undefined,
        messageState: typeof pdu.message_state === 'number' ? pdu.message_state : undefined,
      });
    } catch (error) {
      // Redelivery cannot make it readable: acknowledge so the SMSC does not resend it forever.
      receiptCounters.unreadable += 1;
      logger.warn(
        { carrier, text, err: error },
        'smpp: unreadable delivery receipt acknowledged and ignored',
      );
      return COMMAND_STATUS.ESME_ROK;
    }
    await handlers.onReceipt?.({
      ...parsed,
      carrier,
      recipient: fromSmppAddress(pdu.source_addr_ton, pdu.source_addr),
      sender: fromSmppAddress(pdu.dest_addr_ton, pdu.destination_addr),
      receivedAt: now(),
    });
    return COMMAND_STATUS.ESME_ROK;
  }

  async function handleInbound(pdu: PDU): Promise<number> {
    const from = fromSmppAddress(pdu.source_addr_ton, pdu.source_addr);
    const to = fromSmppAddress(pdu.dest_addr_ton, pdu.destination_addr);
    const { payload, concat } = readShortMessage(pdu);
    const key = `${from}|${to}`;
    const assembled = assembler.add(key, concat, payload, { concat, payload });
    if (!assembled) return COMMAND_STATUS.ESME_ROK;
    const dataCoding = typeof pdu.data_coding === 'number' ? pdu.data_coding : 0;
    const message: InboundMessage = {
      carrier,
      from,
      to,
      content: decodeMessageText(dataCoding, assembled.payload),
      dataCoding,
      parts: assembled.parts.length,
      receivedAt: now(),
    };
    try {
      await handlers.onInbound?.(message);
    } catch (error) {
      // The SMSC will resend only this last part: keep the others so it completes the message again.
      for (const part of assembled.parts) {
        if (part.concat && part.concat.sequence !== concat?.sequence)
          assembler.add(key, part.concat, part.payload, part);
      }
      throw error;
    }
    return COMMAND_STATUS.ESME_ROK;
  }

  return {
    handle(pdu: PDU): Promise<number> {
      const messageType = (typeof pdu.esm_class === 'number' ? pdu.esm_class : 0) & MESSAGE_TYPE_MASK;
      if (messageType === MESSAGE_TYPE.RECEIPT || messageType === MESSAGE_TYPE.INTERMEDIATE) {
        return handleReceipt(pdu);
      }
      if (messageType === MESSAGE_TYPE.NORMAL) return handleInbound(pdu);
      // SME / user acknowledgements: nothing of ours to update.
      return Promise.resolve(COMMAND_STATUS.ESME_ROK);
    },
    dispose: () => assembler.clear(),
  };
}
