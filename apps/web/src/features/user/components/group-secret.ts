/** The secret in groups of four, as authenticator apps show keys to be typed by hand. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}
