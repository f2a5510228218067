import { deliveryState } from './desk-view';

describe('a message’s delivery as the desk shows it', () => {
  const message = { sentAt: null, droppedAt: null, failedAt: null, lastError: null };
  it('waiting, sent, or no longer sent because no longer true', () => {
    expect(deliveryState(message)).toBe('waiting');
    expect(deliveryState({ ...message, sentAt: '2026-11-27T04:00:00.000Z' })).toBe('sent');
    expect(deliveryState({ ...message, droppedAt: '2026-11-27T04:00:00.000Z' })).toBe('dropped');
  });

  it('retrying after a failed try, failed once the outbox has given it up (a person decides)', () => {
    expect(deliveryState({ ...message, lastError: 'connection refused' })).toBe('retrying');
    expect(deliveryState({ ...message, lastError: '550 mailbox unavailable', failedAt: '2026-11-27T04:00:00.000Z' })).toBe('failed');
  });
});
