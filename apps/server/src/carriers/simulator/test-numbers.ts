/**
 * Destination numbers with a scripted outcome in the simulator (README.md, "Test numbers"). They sit in the
 * NANP range 555-0100–0199 that is reserved for fiction, so no real handset can be hit by a test. Every other
 * number is accepted and receipted DELIVRD.
 */
import { COMMAND_STATUS } from '../command-status.js';

export interface TestNumberBehaviour {
  /** submit_sm is answered with this command_status (a permanent refusal). */
  refuseWith?: number;
  /** The first submit_sm of each part is answered ESME_RTHROTTLED; a retry is accepted. */
  throttleFirstSubmit?: boolean;
  /** Every submit_sm is answered ESME_RTHROTTLED: an SMSC over its capacity (routing tests). */
  throttleEverySubmit?: boolean;
  /** Receipt stat and err to send; null sends no receipt at all. */
  receipt: { stat: string; err: string } | null;
}

const DELIVERED_RECEIPT = { stat: 'DELIVRD', err: '000' } as const;

export const TEST_NUMBERS: Readonly<Record<string, TestNumberBehaviour>> = {
  '+12025550101': { receipt: { stat: 'UNDELIV', err: '001' } },
  '+12025550102': { receipt: { stat: 'EXPIRED', err: '002' } },
  '+12025550103': { receipt: { stat: 'REJECTD', err: '003' } },
  '+12025550104': { refuseWith: COMMAND_STATUS.ESME_RINVDSTADR, receipt: null },
  '+12025550105': { throttleFirstSubmit: true, receipt: DELIVERED_RECEIPT },
  '+12025550106': { receipt: null },
};

export const DEFAULT_BEHAVIOUR: TestNumberBehaviour = { receipt: DELIVERED_RECEIPT };
