/**
 * SMPP access for customers (API.md, "SMPP access for customers"; docs/smpp-access.md): the shape of an SMPP
 * credential, the command_status values our SMPP server answers with and what each means, and the countries
 * where an alphanumeric source address must be a registered sender ID. One list for the server (what it
 * answers and enforces), the console's guide (what it explains) and the docs.
 */

/** SMPP 3.4 §4.1: system_id is a C-Octet string of at most 16 octets, NUL included. */
export const SMPP_SYSTEM_ID_MAX_LENGTH = 15;
/** SMPP 3.4 §4.1: password is at most 9 octets, NUL included: our passwords use all eight. */
export const SMPP_PASSWORD_LENGTH = 8;
/** Live credentials an account may hold (a leaked one is revoked, not piled up beside). */
export const SMPP_MAX_LIVE_CREDENTIALS = 10;

export const SMPP_BIND_TYPES = ['transmitter', 'receiver', 'transceiver'] as const;
export type SmppBindType = (typeof SMPP_BIND_TYPES)[number];

/**
 * Every command_status our server answers, in the order the guide lists them, with its SMPP 3.4 value. The
 * meaning of each is a console text (`sms.smpp.status.<name>`) and a line of docs/smpp-access.md.
 */
export const SMPP_ACCESS_STATUSES = [
  { name: 'ESME_ROK', code: 0x00 },
  { name: 'ESME_RINVMSGLEN', code: 0x01 },
  { name: 'ESME_RINVCMDLEN', code: 0x02 },
  { name: 'ESME_RINVCMDID', code: 0x03 },
  { name: 'ESME_RINVBNDSTS', code: 0x04 },
  { name: 'ESME_RALYBND', code: 0x05 },
  { name: 'ESME_RSYSERR', code: 0x08 },
  { name: 'ESME_RINVSRCADR', code: 0x0a },
  { name: 'ESME_RINVDSTADR', code: 0x0b },
  { name: 'ESME_RBINDFAIL', code: 0x0d },
  { name: 'ESME_RINVPASWD', code: 0x0e },
  { name: 'ESME_RMSGQFUL', code: 0x14 },
  { name: 'ESME_RINVSERTYP', code: 0x15 },
  { name: 'ESME_RINVESMCLASS', code: 0x43 },
  { name: 'ESME_RSUBMITFAIL', code: 0x45 },
  { name: 'ESME_RTHROTTLED', code: 0x58 },
  { name: 'ESME_RINVSCHED', code: 0x61 },
  { name: 'ESME_RINVDCS', code: 0x104 },
] as const;

export type SmppAccessStatusName = (typeof SMPP_ACCESS_STATUSES)[number]['name'];

/** The value of a status by its name. */
export const SMPP_STATUS: Readonly<Record<SmppAccessStatusName, number>> = Object.fromEntries(
  SMPP_ACCESS_STATUSES.map((status) => [status.name, status.code]),
) as Record<SmppAccessStatusName, number>;

/**
 * `service_type` that marks a submit_sm as marketing (spec section 3, type 2); any other value, empty
 * included, is an otp message (type 1).
 */
export const SMPP_MARKETING_SERVICE_TYPE = 'MKT';

/**
 * Countries whose networks deliver an alphanumeric sender ID only once it has been registered with them
 * (pre-registration regimes: India's DLT, the Gulf states, Egypt, Jordan, Turkey, South and South-East Asian
 * regulators). An SMPP submit_sm with an alphanumeric `source_addr` to one of these countries must use a sender
 * ID the organisation has registered for it and an operator approved (docs/sender-ids.md); numeric sources are
 * not checked. The list is deliberately short: a country is added when its rule is documented, not guessed.
 */
export const SENDER_ID_REGISTRATION_COUNTRIES: ReadonlySet<string> = new Set([
  'AE',
  'BD',
  'EG',
  'IN',
  'JO',
  'KW',
  'LK',
  'OM',
  'PK',
  'QA',
  'SA',
  'TR',
  'VN',
]);
