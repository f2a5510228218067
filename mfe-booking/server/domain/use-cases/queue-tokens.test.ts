import type { QueueToken, TokenStore } from '../queue-token';
import { tokenForCheckIn } from './queue-tokens';

/** Tokens in memory, refusing a number twice for a doctor's day as the database's unique index does. */
function memoryTokens(): TokenStore & { rows: QueueToken[] } {
  const rows: QueueToken[] = [];
  const counters = new Map<string, number>();
  return {
    rows,
    of: async (id) => rows.find((row) => row.appointmentId === id) ?? null,
    takeNext: async (doctor, day) => {
      const next = (counters.get(`${doctor} ${day}`) ?? 0) + 1;
      counters.set(`${doctor} ${day}`, next);
      return next;
    },
    insert: async (token) => {
      if (rows.some((row) => row.doctor === token.doctor && row.day === token.day && row.token === token.token))
        throw new Error('unique violation');
      rows.push(token);
    },
  };
}

const arrival = (appointmentId: string, doctor = 'dr-a', day = '2026-11-29', at = '2026-11-29T04:00:00.000Z') => ({
  appointmentId,
  doctor,
  day,
  at,
});

describe('a check-in’s token', () => {
  it('numbers each doctor’s day from 1 in order of arrival, with the arrival time', async () => {
    const tokens = memoryTokens();
    const numbers = [];
    for (const id of ['A1', 'A2', 'A3']) numbers.push((await tokenForCheckIn(tokens, arrival(id))).token);
    expect(numbers).toEqual([1, 2, 3]);
    expect(await tokens.of('A2')).toEqual({
      appointmentId: 'A2',
      doctor: 'dr-a',
      day: '2026-11-29',
      token: 2,
      arrivedAt: '2026-11-29T04:00:00.000Z',
      calledAt: null,
    });
  });

  it('counts each doctor and each day on its own', async () => {
    const tokens = memoryTokens();
    await tokenForCheckIn(tokens, arrival('A1', 'dr-a'));
    expect((await tokenForCheckIn(tokens, arrival('B1', 'dr-b'))).token).toBe(1);
    expect((await tokenForCheckIn(tokens, arrival('A9', 'dr-a', '2026-11-30'))).token).toBe(1);
    expect((await tokenForCheckIn(tokens, arrival('A2', 'dr-a'))).token).toBe(2);
  });

  it('a patient checked in again keeps the number read out, and takes no new one', async () => {
    const tokens = memoryTokens();
    await tokenForCheckIn(tokens, arrival('A1'));
    const again = await tokenForCheckIn(tokens, arrival('A1', 'dr-a', '2026-11-29', '2026-11-29T05:00:00.000Z'));
    expect(again).toMatchObject({ token: 1, arrivedAt: '2026-11-29T04:00:00.000Z' });
    expect((await tokenForCheckIn(tokens, arrival('A2'))).token).toBe(2);
    expect(tokens.rows).toHaveLength(2);
  });
});
