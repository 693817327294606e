/** The shapes of a submit through a carrier, shared by the bind, the router and their callers. */

/** One SMS part as it goes on the air: optional User Data Header and the encoded payload. */
export interface SubmitPart {
  /** Complete UDH including its length octet (UDHL), e.g. a concatenation header from `@beacon/shared`. */
  udh?: Buffer;
  /** The encoded text: GSM 03.38 septets one per octet (data_coding 0) or UCS-2 big-endian (8). */
  message: Buffer;
}

export interface SubmitRequest {
  /** Our message id: logged, sent in the vendor TLV, and the key the simulator deduplicates on. */
  id: string;
  /** Sender: `+` E.164, a short code, or an alphanumeric sender id (at most 11 characters). */
  from: string;
  /** Destination in E.164 (`+14155550100`). */
  to: string;
  parts: SubmitPart[];
  /** 0: SMSC default alphabet (GSM 03.38); 8: UCS-2. Always sent explicitly. */
  dataCoding: 0 | 8;
  /** Ask the SMSC for a final delivery receipt per part. */
  registeredDelivery: boolean;
  /**
   * How long the SMSC keeps trying to deliver, sent as a relative `validity_period`; unset leaves it to the
   * SMSC's default. Whole seconds, under 100 days (the relative format counts days in two digits).
   */
  validitySeconds?: number;
}

export interface SubmitOptions {
  /** Stops waiting (for a bind, a window slot, a retry); an in-flight PDU still finishes. */
  signal?: AbortSignal;
  /**
   * Called as soon as each part is accepted, before the other parts are: a receipt can arrive for part 1
   * before part 3 is answered, so the engine records ids as they come.
   */
  onPartAccepted?: (partIndex: number, carrierMessageId: string) => void;
  /**
   * Whether another carrier could take this message now (docs/routing.md, "Failover"), asked each time the
   * submit would otherwise wait: while it says yes and no part has been accepted, the submit fails with a
   * transient CarrierError instead of waiting for a bind, sitting out a throttling pause or sending a part
   * again whose answer was lost with the connection (`lost`: the SMSC may have it).
   */
  canFailOver?: () => boolean;
}

export interface SubmitResult {
  /** The SMSC's message_id for each part, in part order. */
  carrierMessageIds: string[];
}
