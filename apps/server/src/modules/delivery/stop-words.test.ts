import { describe, expect, test } from 'vitest';
import { isStopReply } from './stop-words.js';

describe('a reply opts out when the whole message is a stop word', () => {
  test.each([
    ['STOP', 'upper case'],
    ['stop', 'lower case'],
    [' Stop\n', 'surrounding whitespace'],
    ['STOP.', 'a trailing full stop'],
    ['Stop!', 'a trailing exclamation mark'],
    [' stop ', 'spaces on both sides'],
    ['"STOP"', 'quotes'],
    ['(stop)', 'brackets'],
    ['...stop!!!', 'repeated punctuation at both ends'],
    ['UNSUBSCRIBE', 'UNSUBSCRIBE'],
    ['Unsubscribe.', 'UNSUBSCRIBE with punctuation'],
    ['TD', 'TD'],
    ['td', 'td'],
    ['ＴＤ', 'fullwidth letters'],
    ['退订', '退订'],
    ['退订。', '退订 with a fullwidth full stop'],
    ['退订！', '退订 with a fullwidth exclamation mark'],
    ['【退订】', '退订 in fullwidth brackets'],
    ['“退订”', '退订 in Chinese quotes'],
    ['\u3000退订\u3000', '退订 with ideographic spaces'],
  ])('%j opts out (%s)', (text) => {
    expect(isStopReply(text)).toBe(true);
  });

  test.each([
    ['stop sending me the promo', 'more words than the stop word'],
    ['please stop', 'a sentence ending in the word'],
    ['STOPP', 'a longer word'],
    ['S.T.O.P', 'punctuation inside the word'],
    ['T D', 'a space inside the word'],
    ['请退订', 'a Chinese sentence containing the word'],
    ['退订了吗？', 'a question about unsubscribing'],
    ['', 'an empty message'],
    ['!!!', 'punctuation only'],
  ])('%j does not (%s)', (text) => {
    expect(isStopReply(text)).toBe(false);
  });
});
