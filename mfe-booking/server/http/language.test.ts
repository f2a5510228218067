// The patient's answers in the language the request asks for (Accept-Language te / hi), English otherwise.
import { bookingDateIn, bookingTimeIn } from '@hospital/booking-contract';
import { startServer, validPayload, type RunningServer } from '../test/harness';

jest.setTimeout(30_000);

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

const TELUGU = { 'accept-language': 'te-IN,te;q=0.9,en;q=0.8' };
const HINDI = { 'accept-language': 'hi' };
const TELUGU_SCRIPT = /[\u0C00-\u0C7F]/;

describe('booking answers in the language of the request', () => {
  it('a validation error: Telugu for te, Hindi for hi, English without the header or for another language', async () => {
    const bad = { ...validPayload(), phone: '12345' };
    const telugu = await server.post(bad, TELUGU);
    expect(telugu.status).toBe(400);
    expect(telugu.body).toEqual({ success: false, message: 'ఫోన్ (phone): దయచేసి 10 అంకెల ఫోన్ నంబర్‌ను నమోదు చేయండి', field: 'phone' });
    expect(telugu.headers.get('vary')).toMatch(/Accept-Language/);

    const hindi = await server.post(bad, HINDI);
    expect(hindi.body.message).toBe('फ़ोन (phone): कृपया 10 अंकों का फ़ोन नंबर दर्ज करें');

    const others: Array<Record<string, string>> = [{}, { 'accept-language': 'fr-FR, de' }, { 'accept-language': 'en-IN, te;q=0.5' }];
    for (const headers of others) {
      const english = await server.post(bad, headers);
      expect(english.body).toEqual({ success: false, message: 'Phone (phone): Please enter a 10-digit phone number', field: 'phone' });
      expect(english.headers.get('vary')).toMatch(/Accept-Language/);
    }
  });

  it('a missing field, in Telugu', async () => {
    const { fullName: _dropped, ...rest } = validPayload();
    const reply = await server.post(rest, TELUGU);
    expect(reply.body.message).toBe('పూర్తి పేరు (fullName) తప్పనిసరిగా ఇవ్వాలి');
  });

  it('the time just taken (409), with its date and time written in Telugu; English without the header', async () => {
    const first = validPayload();
    expect((await server.post(first)).status).toBe(201);
    const slot = { preferredDate: first.preferredDate, preferredTime: first.preferredTime };

    const telugu = await server.post({ ...validPayload(), ...slot }, TELUGU);
    expect(telugu.status).toBe(409);
    expect(telugu.body.message).toBe(
      `క్షమించండి, ${bookingDateIn('te', slot.preferredDate)} నాడు ${bookingTimeIn('te', slot.preferredTime)} సమయాన్ని ఇప్పుడే మరొక పేషెంట్ బుక్ చేసుకున్నారు. దయచేసి దగ్గరలో ఖాళీగా ఉన్న సమయాల్లో ఒకదాన్ని ఎంచుకోండి.`,
    );
    expect(telugu.body.alternatives).toEqual(expect.any(Array));
    expect(telugu.headers.get('vary')).toMatch(/Accept-Language/);

    const hindi = await server.post({ ...validPayload(), ...slot }, HINDI);
    expect(hindi.body.message).toMatch(/^क्षमा करें, .+ को .+ का समय अभी-अभी किसी दूसरे मरीज़ ने बुक कर लिया।/);

    const english = await server.post({ ...validPayload(), ...slot });
    expect(english.status).toBe(409);
    expect(english.body.message).toMatch(
      /^Sorry, .+ on .+ was just taken by another patient\. Please choose one of the nearest free times\.$/,
    );
    expect(english.body.message).not.toMatch(TELUGU_SCRIPT);
  });

  it('a refusal by the schedule (a time between two slot starts), in Telugu and Hindi', async () => {
    const payload = { ...validPayload(), preferredTime: '09:10' };
    const telugu = await server.post(payload, TELUGU);
    expect(telugu.status).toBe(400);
    expect(telugu.body).toEqual({
      success: false,
      message: `${bookingDateIn('te', payload.preferredDate)} నాడు ${bookingTimeIn('te', '09:10')} ఏ అపాయింట్‌మెంట్‌కూ ప్రారంభ సమయం కాదు: ప్రతి సెషన్ మొదలైనప్పటి నుండి నిర్ణీత సమయాలకు (ప్రతి 15 నిమిషాలకు) అపాయింట్‌మెంట్‌లు మొదలవుతాయి. దయచేసి ఖాళీ సమయాల్లో ఒకదాన్ని ఎంచుకోండి.`,
      field: 'preferredTime',
    });
    const hindi = await server.post(payload, HINDI);
    expect(hindi.body.message).toMatch(/किसी अपॉइंटमेंट के शुरू होने का समय नहीं है/);
    const english = await server.post(payload);
    expect(english.body.message).toMatch(
      /^9:10 am is not the start of an appointment on .+ \(every 15 minutes\)\. Please choose one of the free times\.$/,
    );
  });

  it('a booking made in Telugu is confirmed in Telugu', async () => {
    const reply = await server.post(validPayload(), TELUGU);
    expect(reply.status).toBe(201);
    expect(reply.body.message).toBe('మీ అపాయింట్‌మెంట్ విజయవంతంగా బుక్ అయింది!');
  });

  it('the manage API answers in Hindi too', async () => {
    const reply = await fetch(`${server.url}/api/appointments/manage/lookup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...HINDI },
      body: JSON.stringify({ reference: 'ASH-0000-0000', phone: '9848000000' }),
    });
    expect(reply.status).toBe(404);
    expect(reply.headers.get('vary')).toMatch(/Accept-Language/);
    expect(((await reply.json()) as { message: string }).message).toBe(
      'उस रेफ़रेंस और फ़ोन नंबर से कोई अपॉइंटमेंट नहीं मिला। कृपया दोनों जाँचें और फिर से कोशिश करें।',
    );
  });

  it('the free-times API answers a bad query in Telugu', async () => {
    const reply = await fetch(`${server.url}/api/appointments/slots?service=Cardiology%20%26%20Heart%20Care&date=01-12-2026`, {
      headers: TELUGU,
    });
    expect(reply.status).toBe(400);
    expect(reply.headers.get('vary')).toMatch(/Accept-Language/);
    expect(await reply.json()).toEqual({ success: false, message: 'date సరైన తేదీ అయి ఉండాలి, YYYY-MM-DD రూపంలో', field: 'date' });
  });

  it('the staff desk stays in English', async () => {
    const reply = await fetch(`${server.url}/api/staff/appointments`, { headers: TELUGU });
    const body = (await reply.json()) as { message?: string };
    expect(body.message ?? '').not.toMatch(TELUGU_SCRIPT);
    expect(reply.headers.get('vary') ?? '').not.toMatch(/Accept-Language/);
  });
});
