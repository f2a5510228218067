import { dateInDays, startServer, validPayload, BOOK, type RunningServer } from '../../test/harness';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

const total = async () => (await server.list()).body.total as number;

describe('POST /api/appointments/book-appointment', () => {
  it('stores a valid booking and the admin listing shows it', async () => {
    const payload = validPayload();
    const reply = await server.post(payload);
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      success: true,
      message: 'Appointment booked successfully!',
      appointmentId: expect.stringMatching(/^ASH-[0-9A-Z]{4}-[0-9A-Z]{4}$/),
      doctor: { slug: 'dr-karthik-varma', name: 'Dr. Karthik Varma' },
      date: payload.preferredDate,
      time: payload.preferredTime,
      durationMinutes: 15,
      manageUrl: expect.stringMatching(/^\/appoinment\/manage\/[A-Za-z0-9_-]{43}$/),
      // The doctor's consultation fee, to be paid at the hospital (the form chose so).
      status: 'booked',
      paymentMethod: 'pay_at_hospital',
      fee: 800,
    });
    const listing = await server.list();
    expect(listing.body.appointments).toContainEqual({
      ...payload,
      // 'N/A' (any doctor) is stored as the doctor who got the booking: Orthopaedics has one.
      doctor: 'dr-karthik-varma',
      appointmentId: reply.body.appointmentId,
      createdAt: expect.any(String),
      status: 'booked',
      language: 'en',
      fee: 800,
      channel: 'online',
    });
  });

  it('fills the WhatsApp number, doctor and message the way the spec says', async () => {
    const { whatsapp: _w, doctor: _d, message: _m, ...rest } = validPayload();
    const reply = await server.post(rest);
    expect(reply.status).toBe(201);
    const [stored] = (await server.list('?limit=1')).body.appointments as Array<Record<string, unknown>>;
    expect(stored).toMatchObject({
      appointmentId: reply.body.appointmentId,
      whatsapp: rest.phone,
      doctor: 'dr-karthik-varma',
      message: '',
    });
  });

  it('stores hostile-looking text verbatim and harmlessly', async () => {
    const fullName = "O'Brien-D'Souza";
    const address = "Robert'); DROP TABLE appointments;--";
    const message = '<script>alert(1)</script>';
    const reply = await server.post({ ...validPayload(), fullName, address, message });
    expect(reply.status).toBe(201);
    const [stored] = (await server.list('?limit=1')).body.appointments as Array<Record<string, unknown>>;
    expect(stored).toMatchObject({ fullName, address, message });
  });

  it('refuses a name carrying an address, a control or bidirectional character, in the patient’s language', async () => {
    const link = await server.post({ ...validPayload(), fullName: 'Please pay at https://evil.example/pay-now' });
    expect(link.status).toBe(400);
    expect(link.body).toMatchObject({
      success: false,
      message: expect.stringMatching(/Please enter only the name, without a web or e-mail address$/),
    });
    const te = await server.post({ ...validPayload(), fullName: 'Ravi\u202eTeja' }, { 'accept-language': 'te' });
    expect(te.status).toBe(400);
    expect(te.body.message).toMatch(/పేరులో అక్షరాలు, ఖాళీలు, చుక్కలు, హైఫన్‌లు, అపాస్ట్రఫీలు మాత్రమే ఉండాలి$/);
    expect((await server.post({ ...validPayload(), fullName: 'సాయి కిరణ్' })).status).toBe(201);
  });

  const big = JSON.stringify({ ...validPayload(), message: 'x'.repeat(17 * 1024) });
  const without = (field: string) => {
    const payload: Record<string, unknown> = { ...validPayload() };
    delete payload[field];
    return payload;
  };
  const withField = (patch: Record<string, unknown>) => ({ ...validPayload(), ...patch });

  // [description, body (string = raw), headers, status, message pattern]
  const badInputs: Array<[string, unknown, Record<string, string>, number, RegExp]> = [
    ['malformed JSON', '{"fullName": "Ravi",', {}, 400, /not valid JSON/],
    ['an empty body', '', {}, 400, /empty/],
    ['a JSON array', '[]', {}, 400, /JSON object/],
    ['JSON null', 'null', {}, 400, /JSON object/],
    ['a JSON string', '"book me"', {}, 400, /JSON object/],
    ['a JSON number', '42', {}, 400, /JSON object/],
    ['text/plain', JSON.stringify(validPayload()), { 'content-type': 'text/plain' }, 415, /application\/json/],
    ['a form post', 'fullName=Ravi', { 'content-type': 'application/x-www-form-urlencoded' }, 415, /application\/json/],
    ['a prototype-poisoning body', '{"__proto__": {"isAdmin": true}}', {}, 400, /not valid/],
    ['a body over 16 KB', big, {}, 413, /16 KB/],
    ['an unknown field', withField({ isAdmin: true }), {}, 400, /Unknown field "isAdmin"/],
    ...['fullName', 'age', 'gender', 'email', 'phone', 'address', 'service', 'preferredDate', 'preferredTime', 'paymentMethod'].map(
      (field): [string, unknown, Record<string, string>, number, RegExp] => [
        `missing ${field}`,
        without(field),
        {},
        400,
        new RegExp(`\\(${field}\\) is required`),
      ],
    ),
    ['a blank name', withField({ fullName: '   ' }), {}, 400, /\(fullName\): Please enter your full name/],
    ['a name of 101 characters', withField({ fullName: 'a'.repeat(101) }), {}, 400, /\(fullName\).*at most 100/],
    ['an address of 301 characters', withField({ address: 'a'.repeat(301) }), {}, 400, /\(address\).*at most 300/],
    ['a message of 1001 characters', withField({ message: 'a'.repeat(1001) }), {}, 400, /\(message\).*at most 1000/],
    ['age 0', withField({ age: 0 }), {}, 400, /\(age\)/],
    ['age as a string', withField({ age: '46' }), {}, 400, /\(age\)/],
    ['a fractional age', withField({ age: 4.5 }), {}, 400, /\(age\).*whole number/],
    ['age 121', withField({ age: 121 }), {}, 400, /\(age\)/],
    ['a lower-case gender', withField({ gender: 'male' }), {}, 400, /\(gender\)/],
    ['an e-mail without @', withField({ email: 'ravi.example.in' }), {}, 400, /\(email\)/],
    ['a 9-digit phone', withField({ phone: '984801112' }), {}, 400, /\(phone\): Please enter a 10-digit phone number/],
    ['a phone of another country', withField({ phone: '+1 9848011122' }), {}, 400, /\(phone\)/],
    [
      'an 11-digit WhatsApp number',
      withField({ whatsapp: '98480111223' }),
      {},
      400,
      /\(whatsapp\): Please enter a 10-digit WhatsApp number/,
    ],
    ['a service that is not one of the six', withField({ service: 'Dermatology' }), {}, 400, /\(service\)/],
    ['a date in the past (India time)', withField({ preferredDate: dateInDays(-1) }), {}, 400, /\(preferredDate\).*today or a later date/],
    ['an impossible date', withField({ preferredDate: '2031-02-30' }), {}, 400, /\(preferredDate\)/],
    ['a date in another format', withField({ preferredDate: '30/12/2031' }), {}, 400, /\(preferredDate\)/],
    ['time 25:00', withField({ preferredTime: '25:00' }), {}, 400, /\(preferredTime\)/],
    [
      'a doctor of another department',
      withField({ doctor: 'dr-venkatesh-iyer' }),
      {},
      400,
      /\(doctor\): Please choose a doctor of this department/,
    ],
    ['a doctor by name instead of slug', withField({ doctor: 'Dr. Karthik Varma' }), {}, 400, /\(doctor\)/],
    ['an unknown payment method', withField({ paymentMethod: 'card' }), {}, 400, /\(paymentMethod\): Please select a payment method/],
    ['a number where text belongs', withField({ fullName: 12345 }), {}, 400, /\(fullName\)/],
    ['an object where text belongs', withField({ email: { $gt: '' } }), {}, 400, /\(email\)/],
    ['an Idempotency-Key with spaces', validPayload(), { 'idempotency-key': 'two words' }, 400, /Idempotency-Key/],
    ['an Idempotency-Key of 201 characters', validPayload(), { 'idempotency-key': 'k'.repeat(201) }, 400, /Idempotency-Key/],
  ];

  it.each(badInputs)('answers %s with a 4xx and writes nothing', async (_name, body, headers, status, message) => {
    const before = await total();
    const reply = await server.post(body, headers);
    expect(reply.status).toBe(status);
    expect(reply.body).toEqual(expect.objectContaining({ success: false, message: expect.stringMatching(message) }));
    expect(await total()).toBe(before);
  });

  it('answers a request without any content type with 415', async () => {
    const response = await fetch(`${server.url}${BOOK}`, { method: 'POST', body: new Blob(['{}']) });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ success: false });
  });

  it('sends security headers and no framework banner', async () => {
    const reply = await server.post(validPayload());
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    expect(reply.headers.get('x-frame-options')).toBe('DENY');
    expect(reply.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.headers.get('x-powered-by')).toBeNull();
  });

  it('answers unknown paths with a JSON 404', async () => {
    const response = await fetch(`${server.url}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, message: 'Not found' });
  });
});

describe('Idempotency-Key', () => {
  it('returns the first result for a repeated key and stores one appointment', async () => {
    const before = await total();
    const payload = validPayload();
    const first = await server.post(payload, { 'idempotency-key': 'retry-abc-1' });
    const second = await server.post(payload, { 'idempotency-key': 'retry-abc-1' });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.appointmentId).toBe(first.body.appointmentId);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await total()).toBe(before + 1);
  });

  it('keeps one appointment when the same key arrives five times at once', async () => {
    const before = await total();
    const payload = validPayload();
    const replies = await Promise.all(Array.from({ length: 5 }, () => server.post(payload, { 'idempotency-key': 'burst-key-7' })));
    expect(new Set(replies.map((r) => r.body.appointmentId)).size).toBe(1);
    expect(await total()).toBe(before + 1);
  });

  it('refuses a reused key with a different appointment', async () => {
    await server.post(validPayload(), { 'idempotency-key': 'reused-key-2' });
    const before = await total();
    const reply = await server.post({ ...validPayload(), age: 47 }, { 'idempotency-key': 'reused-key-2' });
    expect(reply.status).toBe(422);
    expect(reply.body).toMatchObject({ success: false, message: expect.stringMatching(/already used/) });
    expect(await total()).toBe(before);
  });

  it('books twice when no key is sent', async () => {
    const before = await total();
    await server.post(validPayload());
    await server.post(validPayload());
    expect(await total()).toBe(before + 2);
  });
});
