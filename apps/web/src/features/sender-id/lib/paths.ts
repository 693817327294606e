/** Where the sender-ID pages live, for links between them. */
export const SENDER_ID_PATHS = {
  list: '/form/sender-ids',
  step: '/form/step',
  group: '/form/group',
  success: '/result/success',
  error: '/result/error',
} as const;
