// The desk finds a name heard on the phone in the script the patient typed it in, and the reverse: what
// was typed is answered first, then what sounds like it. Also on a database that had names before the
// phonetic keys existed (schema version 12).
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { MIGRATIONS } from '../../db/migrations';
import { migratePostgres, migrateSqlite } from '../../db/migrations/run';
import { SQLITE_FILE } from '../../db/open';
import { parseSearch, type SearchQuery } from '../../domain/search/query';
import { searchTermsOf } from '../../domain/search/terms';
import { startServer, tempDataDir, validPayload, type RunningServer } from '../../test/harness';
import { STORAGE, TEST_DATABASE_URL, openTestData, schemaFor } from '../../test/storage';
import { addAccounts, signedIn, type StaffClient } from '../../test/staff';

jest.setTimeout(30_000);

const ENV = { STAFF_SLOW_AFTER: '0', STAFF_RATE_LIMIT_MAX: '0' };

describe(`the desk's search across scripts (${STORAGE})`, () => {
  let server: RunningServer;
  let desk: StaffClient;
  beforeAll(async () => {
    server = await startServer({ env: ENV });
    await addAccounts(server.data.repos.staff);
    desk = await signedIn(server.url, 'desk');
  });
  afterAll(() => server.stop());

  const book = async (fullName: string) => {
    const reply = await server.post({ ...validPayload(), fullName });
    expect(reply.status).toBe(201);
    return reply.body.appointmentId as string;
  };
  const search = async (q: string) => {
    const reply = await desk.get(`/api/staff/appointments/search?q=${encodeURIComponent(q)}`);
    expect(reply.status).toBe(200);
    return (reply.body.appointments as Array<{ reference: string }>).map((a) => a.reference);
  };

  it('finds Telugu and Devanagari names from their Latin spellings, after the names that match as typed', async () => {
    // Booked first, so the soonest: the date order alone would put them first.
    const saiKiran = await book('సాయి కిరణ్ రెడ్డి');
    const rajesh = await book('राजेश कुमार शर्मा');
    const nageswara = await book('నాగేశ్వర రావు');
    const lakshmi = await book('लक्ष्मी देवी');
    const sai = await book('Sai Prasad');
    const saikumar = await book('Saikumar Varma');

    expect(await search('Sai')).toEqual([sai, saikumar, saiKiran]);
    // Nothing is spelt "saai": all three by sound, in the date order.
    expect(await search('Saai')).toEqual([saiKiran, sai, saikumar]);
    expect(await search('Sai Reddy')).toEqual([saiKiran]);
    expect(await search('Rajesh')).toEqual([rajesh]);
    expect(await search('rajesh sharma')).toEqual([rajesh]);
    expect(await search('Nageswara')).toEqual([nageswara]);
    expect(await search('Nageshwara Rao')).toEqual([nageswara]);
    expect(await search('Laxmi')).toEqual([lakshmi]);
    expect(await search('Ramesh')).toEqual([]);
  });

  it('finds a name typed in Latin letters from a Telugu or Devanagari query', async () => {
    const srinivas = await book('Srinivas Venkatesh Naidu');
    expect(await search('శ్రీనివాస్')).toEqual([srinivas]);
    expect(await search('వెంకటేశ్ నాయుడు')).toEqual([srinivas]);
    expect(await search('श्रीनिवास')).toEqual([srinivas]);
  });
});

describe(`the phonetic keys of names stored before them (${STORAGE})`, () => {
  it('are written for every appointment with search terms when the database is opened', async () => {
    const dataDir = tempDataDir();
    const v12 = MIGRATIONS.slice(0, 12);
    let run: (text: string, values: unknown[]) => Promise<void>;
    let done: () => Promise<void>;
    if (TEST_DATABASE_URL) {
      const pool = new pg.Pool({ connectionString: TEST_DATABASE_URL, options: `-c search_path=${schemaFor(dataDir)}` });
      await migratePostgres(pool, schemaFor(dataDir), v12);
      run = async (text, values) => void (await pool.query(text, values));
      done = () => pool.end();
    } else {
      const db = new Database(path.join(dataDir, SQLITE_FILE));
      db.pragma('foreign_keys = ON');
      migrateSqlite(db, v12);
      run = async (text, values) => void db.prepare(text.replace(/\$\d+/g, '?')).run(...values);
      done = async () => void db.close();
    }
    const slot = { date: '2026-12-01', time: '10:00' };
    for (const [id, fullName] of [
      ['ASH-OLD1-0001', 'సాయి కిరణ్ రెడ్డి'],
      ['ASH-OLD1-0002', 'Lakshmi Devi'],
    ] as const) {
      await run(
        `INSERT INTO appointments (id, created_at, full_name, age, gender, email, phone, whatsapp, address, service, doctor, preferred_date,
          preferred_time, message, payment_method, seat, status, language, extra, channel)
        VALUES ($1, '2026-01-01T00:00:00.000Z', $2, 40, 'Female', '', '9000000071', '9000000071', 'Kompally',
          'Cardiology & Heart Care', 'dr-venkatesh-iyer', $3, $4, '', 'pay_at_hospital', NULL, 'booked', 'te', 0, 'online')`,
        [id, fullName, slot.date, slot.time],
      );
      // As the code of that version wrote them: the words and the phone, no keys.
      for (const term of searchTermsOf({ fullName, phone: '9000000071', whatsapp: '' }).filter((t) => !t.startsWith('k:')))
        await run(`INSERT INTO appointment_search_terms (term, slot, doctor, appointment_id) VALUES ($1, $2, 'dr-venkatesh-iyer', $3)`, [
          term,
          `${slot.date} ${slot.time}`,
          id,
        ]);
    }
    await done();

    const data = await openTestData(dataDir);
    try {
      const found = async (q: string) =>
        (
          await data.repos.appointments.search(parseSearch(q) as SearchQuery, { now: { date: '2026-11-29', time: '09:00' }, limit: 50 })
        ).map((row) => row.reference);
      expect(await found('Sai')).toEqual(['ASH-OLD1-0001']);
      expect(await found('లక్ష్మి')).toEqual(['ASH-OLD1-0002']);
    } finally {
      await data.close();
    }
  });
});
