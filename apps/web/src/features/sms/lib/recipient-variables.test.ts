import { describe, expect, test } from 'vitest';
import { findMissingVariables, pickRecipientVariables, pickSharedVariables } from './recipient-variables';

const ADA = '+14155550100';
const BO = '+14155550101';
const GONE = '+14155550199';

describe('the variables of one send call', () => {
  test('shared values are the trimmed, non-blank values of the text’s variables', () => {
    expect(pickSharedVariables(['name', 'code'], { name: ' Ada ', code: ' ', other: 'x' })).toEqual({
      name: 'Ada',
    });
  });

  test('file values are kept for numbers still listed and for variables the text uses', () => {
    const fromFile = { [ADA]: { name: 'Ada', city: 'Paris' }, [BO]: { city: 'Oslo' }, [GONE]: { name: 'X' } };
    expect(pickRecipientVariables([ADA, BO], ['name'], fromFile)).toEqual({ [ADA]: { name: 'Ada' } });
  });

  test.each([
    ['every recipient has its own value', {}, { [ADA]: { name: 'Ada' }, [BO]: { name: 'Bo' } }, []],
    ['the shared value fills the rows without one', { name: 'friend' }, { [ADA]: { name: 'Ada' } }, []],
    ['a row without a value and no shared one', {}, { [ADA]: { name: 'Ada' } }, ['name']],
  ])('%s', (_, shared, perRecipient, missing) => {
    expect(findMissingVariables([ADA, BO], ['name'], shared, perRecipient)).toEqual(missing);
  });
});
