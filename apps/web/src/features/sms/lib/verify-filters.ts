/**
 * The Verify page's filters in the address bar (`?status=approved,pending&country=US&phone=+1415`), so a
 * filtered list can be bookmarked and shared; values the shared rule refuses are left out.
 */
import { VERIFY_STATUSES, ZVerifyListRequestSchema, type VerifyStatus } from '@beacon/shared/api/verify';
import type { VerifyFilters } from '../verify-queries';

const isStatus = (value: string): value is VerifyStatus => VERIFY_STATUSES.includes(value as VerifyStatus);

export function verifyFiltersFromSearch(search: URLSearchParams): VerifyFilters {
  const status = (search.get('status') ?? '').split(',').filter(isStatus);
  const country = search.get('country') ?? undefined;
  const phone = search.get('phone') ?? undefined;
  const shape = ZVerifyListRequestSchema.shape;
  return {
    status: status.length > 0 ? status : undefined,
    country: shape.country.safeParse(country).success ? country : undefined,
    phone: shape.phone.safeParse(phone).success ? phone : undefined,
  };
}

export function verifyFiltersToSearch(filters: VerifyFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.status?.length) search.set('status', filters.status.join(','));
  if (filters.country) search.set('country', filters.country);
  if (filters.phone) search.set('phone', filters.phone);
  return search;
}
