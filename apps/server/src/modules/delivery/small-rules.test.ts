import { describe, expect, test } from 'vitest';
import { concatReference } from './dispatch-message.js';
import { createRecentSubmissions } from './recent-submissions.js';
import { classifySubmitError } from './submit-errors.js';
import { CarrierError, COMMAND_STATUS } from '../../carriers/index.js';

describe('submit errors', () => {
  test.each([
    [new CarrierError('rejected', 'refused', COMMAND_STATUS.ESME_RINVDSTADR), 'permanent', 'ESME_RINVDSTADR'],
    [new CarrierError('invalid', 'too long'), 'permanent', 'INVALID_MESSAGE'],
    [new CarrierError('no-route', 'none'), 'permanent', 'NO_ROUTE'],
    [new CarrierError('timeout', 'late'), 'transient', 'SUBMIT_TIMEOUT'],
    [new CarrierError('closed', 'closed'), 'transient', 'CARRIER_CLOSED'],
    [new CarrierError('aborted', 'deadline'), 'transient', 'SUBMIT_TIMEOUT'],
    [new Error('boom'), 'transient', 'SUBMIT_ERROR'],
  ])('%s is %s with %s', (error, kind, errorCode) => {
    expect(classifySubmitError(error, false)).toMatchObject({ kind, errorCode });
  });

  test('an abort or a close during shutdown releases the message instead of counting a failure', () => {
    expect(classifySubmitError(new CarrierError('aborted', 'stop'), true).kind).toBe('aborted');
    expect(classifySubmitError(new CarrierError('closed', 'stop'), true).kind).toBe('aborted');
  });
});

describe('helpers', () => {
  test('the concatenation reference is stable per message id and within 0–255', () => {
    const ids = Array.from({ length: 200 }, (_, i) => `SM01ABCDEF${String(i).padStart(16, '0')}`);
    for (const id of ids) {
      expect(concatReference(id)).toBe(concatReference(id));
      expect(concatReference(id)).toBeGreaterThanOrEqual(0);
      expect(concatReference(id)).toBeLessThan(256);
    }
    expect(new Set(ids.map(concatReference)).size).toBeGreaterThan(100);
  });

  test('recent submissions keep the newest entries up to their capacity', () => {
    const recent = createRecentSubmissions(2);
    recent.remember('sim', 'a', { id: 'SM1', createdAt: 't' });
    recent.remember('sim', 'b', { id: 'SM2', createdAt: 't' });
    recent.remember('other', 'a', { id: 'SM3', createdAt: 't' });
    expect(recent.size).toBe(2);
    expect(recent.find('sim', 'a')).toBeUndefined();
    expect(recent.find('sim', 'b')).toEqual({ id: 'SM2', createdAt: 't' });
    expect(recent.find('other', 'a')?.id).toBe('SM3');
    recent.forget('sim', 'b');
    expect(recent.find('sim', 'b')).toBeUndefined();
  });
});
