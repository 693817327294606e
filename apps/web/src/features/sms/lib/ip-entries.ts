import { ZSmsSettingsUpdateSchema } from '@beacon/shared/validation/sms';

export const IP_LIST = ZSmsSettingsUpdateSchema.shape.ipWhitelist;

/** An entry the shared rule refuses (not an IPv4/IPv6 address or CIDR range). */
export function isBadIpEntry(entry: string): boolean {
  return !IP_LIST.safeParse([entry]).success;
}
