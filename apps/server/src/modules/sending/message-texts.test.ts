import { renderTemplate } from '@beacon/shared';
import { describe, expect, test } from 'vitest';
import { composeMessageTexts, type ComposeTextsInput } from './message-texts.js';
import type { SendRejection } from './rejection.js';

const ADA = '+14155550100';
const BO = '+14155550101';

function compose(input: Partial<ComposeTextsInput>) {
  return composeMessageTexts({
    source: 'Hi {name}',
    fromTemplate: false,
    recipients: [ADA, BO],
    variables: {},
    smartEncoding: false,
    render: renderTemplate,
    ...input,
  });
}

function refusalOf(input: Partial<ComposeTextsInput>) {
  try {
    compose(input);
  } catch (error) {
    return (error as SendRejection).reason;
  }
  return undefined;
}

describe('the texts of a send', () => {
  test('plain content without any variables is sent as typed', () => {
    expect(compose({}).common).toEqual({ text: 'Hi {name}', encoding: 'GSM-7', segments: 1 });
  });

  test("a recipient's own values make its text; the others share the common one", () => {
    const texts = compose({ variables: { name: 'friend' }, recipientVariables: { [BO]: { name: 'Bø 李' } } });
    expect(texts.common.text).toBe('Hi friend');
    expect([...texts.own]).toEqual([[BO, { text: 'Hi Bø 李', encoding: 'UCS-2', segments: 1 }]]);
  });

  test('when every recipient has its own text, the first stands for the send', () => {
    const texts = compose({ recipientVariables: { [ADA]: { name: 'Ada' }, [BO]: { name: 'Bo' } } });
    expect(texts.common.text).toBe('Hi Ada');
    expect(texts.own.size).toBe(2);
  });

  test.each([
    ['a recipient without a value', { recipientVariables: { [ADA]: { name: 'Ada' } } }, 'variablesMissing'],
    ['a template without values', { fromTemplate: true }, 'variablesMissing'],
    [
      'an own text that is blank',
      { source: '{name}', recipientVariables: { [BO]: { name: ' ' } } },
      'variablesMissing',
    ],
    [
      'an own text over 10 segments',
      {
        variables: { name: 'x' },
        recipientVariables: { [BO]: { name: 'y'.repeat(1_000) + 'z'.repeat(600) } },
      },
      'contentTooLong',
    ],
  ])('%s is refused', (_, input, kind) => {
    expect(refusalOf(input as Partial<ComposeTextsInput>)?.kind).toBe(kind);
  });

  test('the first recipient lacking a value names its variables', () => {
    expect(
      refusalOf({
        source: '{a}{b}',
        variables: { a: '1' },
        recipientVariables: { [ADA]: { b: '2' }, [BO]: { a: ' ' } },
      }),
    ).toEqual({ kind: 'variablesMissing', names: ['b'] });
  });
});
