import { readSettings } from '@hospital/server-kit';
import { loadConfig } from './config';
import { bookingSettings } from './settings';

const PRODUCTION = {
  SITE_URL: 'https://www.example.org',
  SMTP_URL: 'smtps://user:secret-pass@smtp.example.org:465',
  DATABASE_URL: 'postgres://booking:db-secret@db.internal:5432/hospital',
  TRUST_PROXY: '10.0.0.0/8',
  STAFF_DEVICE_SECRET: 'device-secret-of-this-site-0123456789',
};

describe('the booking API settings', () => {
  it('in production, refuses at once every missing setting the API needs', () => {
    const { values, problems } = readSettings(bookingSettings, {}, 'production');
    expect(values).toBeNull();
    expect(problems).toEqual([
      expect.stringMatching(/^SITE_URL is not set: /),
      expect.stringMatching(/^SMTP_URL is not set: /),
      expect.stringMatching(/^STAFF_DEVICE_SECRET is not set: Signs the device cookie/),
      expect.stringMatching(/^Neither DATABASE_URL nor BOOKING_DATA_DIR is set/),
    ]);
  });

  it('in development, needs none of them', () => {
    const config = loadConfig({}, '/tmp/data');
    expect(config).toMatchObject({
      siteUrl: 'http://localhost:8080',
      smtpUrl: undefined,
      dataDir: '/tmp/data',
      port: 8790,
      logLevel: 'info',
    });
  });

  it('names every malformed value in one list, never repeating a secret', () => {
    const { problems } = readSettings(
      bookingSettings,
      {
        ...PRODUCTION,
        SMTP_URL: 'mail.example.org:25 with-secret-pass',
        PORT: 'eighty',
        BOOKING_HORIZON_DAYS: '0',
        BOOKING_SQLITE_SYNC: 'SOMETIMES',
        STAFF_ORIGINS: 'https://desk.example.org/path',
        TRUST_PROXY: '10.0.0.0/33',
        WHATSAPP_TOKEN: 'only-the-token',
        ADMIN_TOKEN: 'short',
        STAFF_DEVICE_SECRET: 'short-device-key',
      },
      'production',
    );
    expect(problems).toEqual([
      'PORT must be a port number from 1 to 65535 (0: any free one) (got "eighty")',
      'SMTP_URL must be an smtp:// (STARTTLS) or smtps:// (TLS) URL of the mail server',
      'BOOKING_SQLITE_SYNC must be one of FULL, NORMAL (got "SOMETIMES")',
      'BOOKING_HORIZON_DAYS must be a number of at least 1 (got "0")',
      'STAFF_DEVICE_SECRET must be a random value of at least 32 characters, such as the output of `openssl rand -base64 32`',
      'TRUST_PROXY must be true, false, a number of hops, or addresses/CIDR ranges separated by commas ("10.0.0.0/33" is none of these)',
      'STAFF_ORIGINS must list origins such as https://www.example.org, separated by commas (got "https://desk.example.org/path")',
      'WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID go together: set both to send WhatsApp messages, or neither',
      'ADMIN_TOKEN must be at least 32 characters long (a random value), or unset',
    ]);
    expect(problems.join('\n')).not.toMatch(/secret-pass|only-the-token|short/);
  });

  it('refuses a URL the servers cannot read, naming the setting and what is wrong, never repeating a password', () => {
    const problemsOf = (env: Record<string, string>) => readSettings(bookingSettings, { ...PRODUCTION, ...env }, 'production').problems;
    const databaseUrl =
      'DATABASE_URL must be a postgres:// URL such as postgres://USER:PASSWORD@HOST:5432/DATABASE (unset it to use SQLite)';
    const badPort = 'its port (after the host and a colon) must be a number from 1 to 65535';
    expect(problemsOf({ DATABASE_URL: 'postgres://booking:db-secret@db.internal:99999/hospital' })).toEqual([`${databaseUrl}: ${badPort}`]);
    expect(problemsOf({ DATABASE_URL: 'postgres://booking:db-secret@db.internal:port5432/hospital' })).toEqual([
      `${databaseUrl}: ${badPort}`,
    ]);
    expect(problemsOf({ DATABASE_URL: 'postgres://booking:db/secret@db.internal:5432/hospital' })).toEqual([
      `${databaseUrl}: it cannot be read as a URL (in a user name or password, write @ : / ? # and % as %40 %3A %2F %3F %23 %25)`,
    ]);
    expect(problemsOf({ SMTP_URL: 'smtps://user:secret-pass@smtp.example.org:4650000' })).toEqual([
      `SMTP_URL must be an smtp:// (STARTTLS) or smtps:// (TLS) URL of the mail server: ${badPort}`,
    ]);
    expect(problemsOf({ SITE_URL: 'https://www.example.org:443x' })).toEqual([
      `SITE_URL must be the public address of the site, such as https://www.example.org (got "https://www.example.org:443x"): ${badPort}`,
    ]);
    expect(problemsOf({ RAZORPAY_API_URL: 'https://api.razorpay.com:99999' })).toEqual([
      expect.stringMatching(/^RAZORPAY_API_URL must be an http\(s\) URL .*: its port/),
    ]);
    expect(problemsOf({ DATABASE_URL: 'postgresql://booking:db%2Fsecret@[::1]:5432/hospital' })).toEqual([]);
    expect(
      JSON.stringify(problemsOf({ DATABASE_URL: 'postgres://booking:db-secret@h:99999/x', SMTP_URL: 'smtp://u:secret-pass@h:x' })),
    ).not.toMatch(/secret/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://booking:db-secret@db.internal:99999/hospital' }, '/tmp')).toThrow(
      /DATABASE_URL must be a postgres:\/\/ URL/,
    );
  });

  it('warns about a plain-HTTP SITE_URL, and an HTTPS one with no proxy trusted', () => {
    expect(readSettings(bookingSettings, { ...PRODUCTION, SITE_URL: 'http://www.example.org' }, 'production').warnings).toEqual([
      expect.stringMatching(/^SITE_URL is plain HTTP/),
    ]);
    expect(readSettings(bookingSettings, { ...PRODUCTION, TRUST_PROXY: '' }, 'production').warnings).toEqual([
      expect.stringMatching(/TRUST_PROXY is unset/),
    ]);
    expect(readSettings(bookingSettings, PRODUCTION, 'production')).toMatchObject({ problems: [], warnings: [] });
  });

  it('an empty value is unset; loadConfig throws the whole refusal', () => {
    expect(loadConfig({ SMTP_URL: '', BOOKING_NOTICE_MINUTES: '' }, '/tmp/data')).toMatchObject({ smtpUrl: undefined, noticeMinutes: 120 });
    expect(() => loadConfig({ PORT: '70000', LOG_LEVEL: 'loud' }, '/tmp/data')).toThrow(
      /The booking API cannot start[^]*PORT must be a port number[^]*LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/,
    );
  });

  it('trusts the site server on loopback besides the proxies TRUST_PROXY names', () => {
    expect(loadConfig({}, '/tmp').trustProxy).toEqual(expect.any(Function));
    const trusted = loadConfig({}, '/tmp').trustProxy as (address: string, hop: number) => boolean;
    expect([trusted('127.0.0.1', 0), trusted('10.1.2.3', 0)]).toEqual([true, false]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }, '/tmp').trustProxy).toEqual(['127.0.0.1', '::1', '10.0.0.0/8']);
  });

  it("reads the desk's time rules and its extra WhatsApp templates, and refuses an undo window of none", () => {
    expect(loadConfig({}, '/tmp').desk).toEqual({ checkInOpensMinutes: 60, noShowAfterMinutes: 0, undoMinutes: 10 });
    const config = loadConfig(
      {
        STAFF_CHECK_IN_OPENS_MINUTES: '30',
        STAFF_NO_SHOW_AFTER_MINUTES: '15',
        STAFF_UNDO_MINUTES: '5',
        WHATSAPP_TOKEN: 't',
        WHATSAPP_PHONE_NUMBER_ID: '1',
        WHATSAPP_TEMPLATE_CONFIRMED: 'desk_confirmed',
      },
      '/tmp',
    );
    expect(config.desk).toEqual({ checkInOpensMinutes: 30, noShowAfterMinutes: 15, undoMinutes: 5 });
    expect(config.whatsapp?.templates).toMatchObject({ confirmed: 'desk_confirmed', reinstated: 'appointment_reinstated' });
    expect(readSettings(bookingSettings, { STAFF_UNDO_MINUTES: '0', STAFF_NO_SHOW_AFTER_MINUTES: '-5' }, 'development').problems).toEqual([
      expect.stringMatching(/^STAFF_NO_SHOW_AFTER_MINUTES must be a number of at least 0/),
      expect.stringMatching(/^STAFF_UNDO_MINUTES must be a number of at least 1/),
    ]);
  });

  it('reads the payment gateway: all three keys or none, https in production, a warning for test keys, the hold', () => {
    const keys = {
      RAZORPAY_KEY_ID: 'rzp_live_Ab12Cd34Ef56Gh',
      RAZORPAY_KEY_SECRET: 'key-secret-value',
      RAZORPAY_WEBHOOK_SECRET: 'hook-secret-value',
    };
    expect(loadConfig({}, '/tmp')).toMatchObject({ razorpay: undefined, paymentHoldMinutes: 15 });
    expect(loadConfig({ ...keys, PAYMENT_HOLD_MINUTES: '10', RAZORPAY_API_URL: 'http://127.0.0.1:9/' }, '/tmp')).toMatchObject({
      paymentHoldMinutes: 10,
      razorpay: {
        keyId: keys.RAZORPAY_KEY_ID,
        apiUrl: 'http://127.0.0.1:9',
        checkoutUrl: 'https://checkout.razorpay.com/v1/checkout.js',
        timeoutMs: 15_000,
      },
    });

    const half = readSettings(bookingSettings, { ...PRODUCTION, RAZORPAY_KEY_ID: keys.RAZORPAY_KEY_ID }, 'production');
    expect(half.problems).toEqual([
      'Online payment needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET (or none of them); RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET are missing',
    ]);
    // Development refuses half a configuration too: it would take money it cannot verify.
    expect(readSettings(bookingSettings, { RAZORPAY_WEBHOOK_SECRET: 'w' }, 'development').problems).toEqual([
      expect.stringMatching(/RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are missing$/),
    ]);

    const bad = readSettings(
      bookingSettings,
      {
        ...PRODUCTION,
        ...keys,
        RAZORPAY_KEY_ID: 'live-key',
        RAZORPAY_API_URL: 'http://gateway.internal',
        PAYMENT_HOLD_MINUTES: '0',
        RAZORPAY_TIMEOUT_MS: '10',
      },
      'production',
    );
    expect(bad.problems).toEqual([
      'RAZORPAY_KEY_ID must be a Razorpay key id, rzp_test_… or rzp_live_… (got "live-key")',
      'RAZORPAY_TIMEOUT_MS must be a number of at least 1000 (got "10")',
      'PAYMENT_HOLD_MINUTES must be a number of at least 1 (got "0")',
      'RAZORPAY_API_URL must be an https:// address in production (got "http://gateway.internal")',
    ]);
    expect(bad.problems.join('\n')).not.toMatch(/key-secret-value|hook-secret-value/);
    expect(
      readSettings(bookingSettings, { ...PRODUCTION, ...keys, RAZORPAY_KEY_ID: 'rzp_test_Ab12Cd34Ef56Gh' }, 'production'),
    ).toMatchObject({
      problems: [],
      warnings: ['RAZORPAY_KEY_ID is a test key: Pay Now works, but no real money moves'],
    });
    expect(readSettings(bookingSettings, { ...PRODUCTION, ...keys }, 'production')).toMatchObject({ problems: [], warnings: [] });
  });
});
