/**
 * Sizes of one SMS (3GPP TS 23.040) and the limits of spec section 9. A single SMS carries 140 octets; a
 * concatenated part gives 6 of them to the UDH (`05 00 03 ref total seq`), which leaves 153 septets (48 UDH
 * bits round up to 7 septets) or 134 octets = 67 UTF-16 code units.
 */
export const SMS_OCTETS = 140;
export const CONCAT_UDH_OCTETS = 6;

export const GSM7_SINGLE_SEPTETS = 160;
export const GSM7_PART_SEPTETS = 153;
export const UCS2_SINGLE_UNITS = 70;
export const UCS2_PART_UNITS = 67;
export const UCS2_PART_OCTETS = SMS_OCTETS - CONCAT_UDH_OCTETS;

/** E.164 allows at most 15 digits after the plus sign. */
export const E164_MAX_DIGITS = 15;

/** Recipients per send: the console's batch import and the send API share the one cap (API.md). */
export const MAX_RECIPIENTS = 10_000;

/**
 * Longest message we accept, in segments. The UDH's one-octet part count caps a message at 255 parts, but
 * handsets reassemble long chains poorly and each part is billed; 10 parts (1,530 GSM-7 or 670 UCS-2
 * characters) matches what the large providers accept.
 */
export const MAX_MESSAGE_SEGMENTS = 10;
