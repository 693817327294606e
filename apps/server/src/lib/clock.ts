/** The time source of every rule with a deadline; tests pass a fake one instead of sleeping. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export function addMs(date: Date, ms: number): Date {
  return new Date(date.getTime() + ms);
}
