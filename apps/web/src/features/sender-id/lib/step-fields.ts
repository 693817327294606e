/** The fields each step of the guided form checks before moving on. */
export const IDENTITY_FIELDS = ['senderId', 'countries', 'useCase', 'brandName'] as const;
export const DETAILS_FIELDS = ['sampleContent', 'link', 'companyName', 'registrationNumber'] as const;
