import { describe, expect, test } from 'vitest';
import { MAX_RECIPIENTS } from './limits.js';
import { parseRecipientEntries, parseRecipientList, splitRecipientInput } from './recipients.js';

const US = '+14155550100';
const GB = '+442079460958';
const CN = '+8613812345678';

/** `count` distinct valid New York numbers. */
function newYorkNumbers(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `+1212${2_000_000 + i}`);
}

describe('the recipient list', () => {
  test.each([
    ['commas', `${US},${GB},${CN}`],
    ['commas and spaces', `${US}, ${GB} ,  ${CN}`],
    ['new lines', `${US}\n${GB}\r\n${CN}`],
    ['a comma ending each line', `${US},\n${GB},\n${CN},\n`],
    ['blank lines', `\n${US}\n\n${GB}\n \n${CN}\n\n`],
    ['full-width commas', `${US}，${GB}，${CN}`],
  ])('separated by %s', (_name, input) => {
    const list = parseRecipientList(input);
    expect(list.recipients.map((r) => r.e164)).toEqual([US, GB, CN]);
    expect(list.problems).toEqual([]);
    expect(list.listProblem).toBeNull();
  });

  test('each bad entry is reported with its position; the good ones are kept', () => {
    const list = parseRecipientList(`${US},,+1 415 555 0101\n${GB},${US}`);
    expect(list.recipients.map((r) => [r.e164, r.country])).toEqual([
      [US, 'US'],
      [GB, 'GB'],
    ]);
    expect(list.problems).toEqual([
      { index: 1, input: '', key: 'phoneEmpty' },
      { index: 2, input: '+1 415 555 0101', key: 'phoneInvalid' },
      { index: 4, input: US, key: 'phoneDuplicate' },
    ]);
  });

  test('a duplicate keeps the first occurrence', () => {
    const list = parseRecipientEntries([GB, US, GB, GB]);
    expect(list.recipients.map((r) => r.e164)).toEqual([GB, US]);
    expect(list.problems.map((p) => [p.index, p.key])).toEqual([
      [2, 'phoneDuplicate'],
      [3, 'phoneDuplicate'],
    ]);
  });

  test.each(['', '   ', '\n\n', ',\n'])('%j has no recipients', (input) => {
    expect(parseRecipientList(input).listProblem).toBe('recipientsRequired');
  });

  test.each([
    [MAX_RECIPIENTS - 1, null],
    [MAX_RECIPIENTS, null],
    [MAX_RECIPIENTS + 1, 'recipientsTooMany'],
  ])('%i recipients: %s', (count, problem) => {
    const list = parseRecipientList(newYorkNumbers(count).join('\n'));
    expect(list.problems).toEqual([]);
    expect(list.recipients).toHaveLength(count);
    expect(list.listProblem).toBe(problem);
  });

  test('the cap counts distinct recipients, so 10,001 entries with one repeat are within it', () => {
    const entries = [...newYorkNumbers(MAX_RECIPIENTS), '+12122000000'];
    const list = parseRecipientEntries(entries);
    expect(list.recipients).toHaveLength(MAX_RECIPIENTS);
    expect(list.listProblem).toBeNull();
    expect(list.problems).toEqual([{ index: MAX_RECIPIENTS, input: '+12122000000', key: 'phoneDuplicate' }]);
  });

  test('splitting keeps empty places between commas as entries', () => {
    expect(splitRecipientInput('a,,b\n\nc,')).toEqual(['a', '', 'b', 'c']);
  });
});
