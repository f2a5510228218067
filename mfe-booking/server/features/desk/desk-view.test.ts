import { deliveryState, FAILED_AFTER_ATTEMPTS } from './desk-view';

describe('a message’s delivery as the desk shows it', () => {
  const message = { sentAt: null, droppedAt: null, attempts: 0, lastError: null };
  it('waiting, sent, or no longer sent because no longer true', () => {
    expect(deliveryState(message)).toBe('waiting');
    expect(deliveryState({ ...message, attempts: 2, sentAt: '2026-11-27T04:00:00.000Z' })).toBe('sent');
    expect(deliveryState({ ...message, droppedAt: '2026-11-27T04:00:00.000Z' })).toBe('dropped');
  });

  it('retrying after a failed try, failed once it has failed often enough that the desk should call the patient', () => {
    expect(deliveryState({ ...message, attempts: 1, lastError: 'connection refused' })).toBe('retrying');
    expect(deliveryState({ ...message, attempts: FAILED_AFTER_ATTEMPTS - 1, lastError: 'connection refused' })).toBe('retrying');
    expect(deliveryState({ ...message, attempts: FAILED_AFTER_ATTEMPTS, lastError: '550 mailbox unavailable' })).toBe('failed');
  });
});
