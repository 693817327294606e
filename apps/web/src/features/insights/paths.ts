/** The insight pages' addresses (spec section 2), and the dashboard's live monitor they link to. */
export const INSIGHT_PATHS = {
  dataAnalysis: '/visualization/data-analysis',
  multiDimension: '/visualization/multi-dimension-data-analysis',
  searchTable: '/list/search-table',
  cardList: '/list/card',
  profile: '/profile/basic',
  monitor: '/app/dashboard/monitor',
} as const;

/** The profile of one account. */
export const profilePath = (accountId: string) =>
  `${INSIGHT_PATHS.profile}?accountId=${encodeURIComponent(accountId)}`;
