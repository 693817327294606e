import type { SendProblem } from '@beacon/shared/sms/send-problems';

/** The problems a refused send's answer lists (`data.problems`), or none. */
export function problemsOf(error: unknown): SendProblem[] {
  if (typeof error !== 'object' || error === null || !('data' in error)) return [];
  const { data } = error;
  const problems = (data as { problems?: unknown } | null)?.problems;
  return Array.isArray(problems) ? (problems as SendProblem[]) : [];
}
