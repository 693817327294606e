/** Route names of the user centre's pages the SMS pages link to (features do not import each other; the router knows the names). */
export const BIND_PHONE_ROUTE_NAME = 'UserSecurityPhone';
export const VERIFICATION_ROUTE_NAME = 'UserVerification';
