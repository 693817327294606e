/**
 * libphonenumber-js's own decision about a strict E.164 string, taken with the regular expressions of its `max`
 * metadata compiled once. The library compiles every pattern again on each use (`matchesEntirely` builds a
 * `new RegExp` from pattern texts of up to several kilobytes), three quarters of a parse: the send API's top CPU
 * frame, paid 10,000 times by a 10,000-recipient call (docs/performance.md). This follows the library's steps
 * for a number written `+<digits>` — the calling code, the national prefix, the country among those sharing the
 * code, validity, type — reading the same metadata through the library's own `Metadata` class. Where the
 * library would rewrite the number (strip or transform a national prefix) it answers `null` and the caller
 * asks the library itself. e164-plans.test.ts compares the two over every calling code and country.
 */
import { Metadata, type CountryCode, type NumberType } from 'libphonenumber-js/max';

/** The parts of the library's metadata reader used here (its typings declare fewer than it has). */
interface TypeDefinition {
  pattern(): string | 0 | undefined;
  possibleLengths(): number[] | undefined;
}
interface NumberingPlanReader {
  nationalNumberPattern(): string;
  nationalPrefixForParsing(): string | 0 | undefined;
  nationalPrefixTransformRule(): string | 0 | undefined;
  leadingDigits(): string | 0 | undefined;
  hasTypes(): boolean;
  type(type: NonNullable<NumberType>): TypeDefinition | undefined;
}
interface MetadataReader {
  selectNumberingPlan(countryOrCallingCode: string): void;
  numberingPlan: NumberingPlanReader;
  hasCallingCode(callingCode: string): boolean;
  getCountryCodesForCallingCode(callingCode: string): CountryCode[] | undefined;
}

/** A type of number: absent where the library's `isNumberTypeEqualTo` is false before any pattern runs. */
interface TypeRule {
  pattern: RegExp;
  lengths: readonly number[] | undefined;
}

interface Plan {
  national: RegExp;
  hasTypes: boolean;
  fixedLine: TypeRule | undefined;
  /** The plan defines MOBILE at all, and whether its pattern is '' (then it is the fixed-line one). */
  mobileDefined: boolean;
  mobileSameAsFixedLine: boolean;
  mobile: TypeRule | undefined;
  /** The library's NON_FIXED_LINE_PHONE_TYPES, in its order. */
  others: readonly (readonly [NonNullable<NumberType>, TypeRule])[];
  leadingDigits: RegExp | undefined;
  prefixForParsing: RegExp | undefined;
  hasTransformRule: boolean;
}

type Decision = { country: CountryCode; type: NumberType } | 'phoneInvalid' | 'phoneNonGeographic';

const NON_FIXED_LINE_TYPES = [
  'MOBILE',
  'PREMIUM_RATE',
  'TOLL_FREE',
  'SHARED_COST',
  'VOIP',
  'PERSONAL_NUMBER',
  'PAGER',
  'UAN',
  'VOICEMAIL',
] as const;
/** libphonenumber-js's MIN_LENGTH_FOR_NSN and MAX_LENGTH_FOR_NSN. */
const NATIONAL_LENGTH = { min: 2, max: 17 } as const;
const MAX_CALLING_CODE_DIGITS = 3;

const metadata = new Metadata() as unknown as MetadataReader;
/** By country code (two letters) or calling code (digits): the keys `selectNumberingPlan` takes. */
const plans = new Map<string, Plan>();

function typeRuleOf(definition: TypeDefinition | undefined): TypeRule | undefined {
  const pattern = definition?.pattern();
  if (!definition || !pattern) return undefined;
  return { pattern: new RegExp(`^(?:${pattern})$`), lengths: definition.possibleLengths() };
}

function planOf(countryOrCallingCode: string): Plan {
  const known = plans.get(countryOrCallingCode);
  if (known) return known;
  metadata.selectNumberingPlan(countryOrCallingCode);
  const reader = metadata.numberingPlan;
  const mobile = reader.type('MOBILE');
  const others = NON_FIXED_LINE_TYPES.flatMap((type) => {
    const rule = typeRuleOf(reader.type(type));
    return rule ? [[type, rule] as const] : [];
  });
  const leadingDigits = reader.leadingDigits();
  const prefixForParsing = reader.nationalPrefixForParsing();
  const plan: Plan = {
    national: new RegExp(`^(?:${reader.nationalNumberPattern()})$`),
    hasTypes: reader.hasTypes(),
    fixedLine: typeRuleOf(reader.type('FIXED_LINE')),
    mobileDefined: mobile !== undefined,
    mobileSameAsFixedLine: mobile?.pattern() === '',
    mobile: typeRuleOf(mobile),
    others,
    // String.prototype.search with a string compiles it without anchors or flags.
    leadingDigits: leadingDigits ? new RegExp(leadingDigits) : undefined,
    prefixForParsing: prefixForParsing ? new RegExp(`^(?:${prefixForParsing})`) : undefined,
    hasTransformRule: Boolean(reader.nationalPrefixTransformRule()),
  };
  plans.set(countryOrCallingCode, plan);
  return plan;
}

function isType(rule: TypeRule | undefined, national: string): boolean {
  if (!rule) return false;
  if (rule.lengths && !rule.lengths.includes(national.length)) return false;
  return rule.pattern.test(national);
}

/** The library's `getNumberType`. */
function numberType(plan: Plan, national: string): NumberType {
  if (!plan.national.test(national)) return undefined;
  if (isType(plan.fixedLine, national)) {
    if (!plan.mobileDefined || plan.mobileSameAsFixedLine || isType(plan.mobile, national)) {
      return 'FIXED_LINE_OR_MOBILE';
    }
    return 'FIXED_LINE';
  }
  for (const [type, rule] of plan.others) if (isType(rule, national)) return type;
  return undefined;
}

/** Whether the library's national-prefix step leaves the number as it is (else it may rewrite it). */
function keepsNationalNumber(plan: Plan, national: string): boolean {
  const match = plan.prefixForParsing?.exec(national);
  if (!match) return true;
  const captured = match.length > 1 && Boolean(match[match.length - 1]);
  if (plan.hasTransformRule && captured) return false;
  return match[0] === '';
}

/** The library's `getCountryByCallingCode`. */
function countryOf(callingCode: string, national: string): CountryCode | undefined {
  const countries = metadata.getCountryCodesForCallingCode(callingCode);
  if (!countries) return undefined;
  if (countries.length === 1) return countries[0];
  for (const country of countries) {
    const plan = planOf(country);
    if (plan.leadingDigits) {
      if (national.search(plan.leadingDigits) === 0) return country;
    } else if (numberType(plan, national) !== undefined) return country;
  }
  return undefined;
}

/**
 * What `parsePhoneNumberFromString` + `isValid` + `getType` of the `max` build decide for `input`, which must
 * already be in the strict written form (`+`, a first digit 1–9, at most 15 digits); `null` where the library
 * would change the number's digits, which strict E.164 refuses but only the library itself can tell how.
 */
export function decideStrictE164(input: string): Decision | null {
  const digits = input.slice(1);
  let callingCode: string | undefined;
  for (let n = 1; n <= MAX_CALLING_CODE_DIGITS && n <= digits.length; n += 1) {
    if (metadata.hasCallingCode(digits.slice(0, n))) {
      callingCode = digits.slice(0, n);
      break;
    }
  }
  if (callingCode === undefined) return 'phoneInvalid';
  const national = digits.slice(callingCode.length);
  if (national === '') return 'phoneInvalid';
  if (!keepsNationalNumber(planOf(callingCode), national)) return null;
  if (national.length < NATIONAL_LENGTH.min || national.length > NATIONAL_LENGTH.max) return 'phoneInvalid';
  const country = countryOf(callingCode, national);
  const plan = planOf(country ?? callingCode);
  const valid = plan.hasTypes ? numberType(plan, national) !== undefined : plan.national.test(national);
  if (!valid) return 'phoneInvalid';
  if (!country) return 'phoneNonGeographic';
  return { country, type: numberType(plan, national) };
}
