// The requests `npm run bench:hostile` sends, by class. Each is bytes exactly as written (no client fixes
// them up) and carries MARK, which no answer may repeat. Every address is on the site under test; strings
// that name another host are sent as text to our own server, never connected to.

export const MARK = 'h0stileMark';

export interface HostileRequest {
  kind: string;
  name: string;
  /** Pieces written in order, `pauseMs` apart. */
  pieces: Array<string | Buffer>;
  pauseMs?: number;
  /** After the last piece: close at once (abandon), or stay silent and wait for the server to close. */
  then: 'read' | 'abandon' | 'hold';
  /** Text that must not appear in the answer (a file's contents reached by traversal, say). */
  forbidden?: RegExp;
}

const get = (target: string, headers: string[] = []): string =>
  `GET ${target} HTTP/1.1\r\nHost: localhost\r\nAccept: text/html\r\nX-Mark: ${MARK}\r\n${headers.map((h) => `${h}\r\n`).join('')}Connection: close\r\n\r\n`;

const BOOK = '/api/appointments/book-appointment';
const SECRET_CONTENT = /root:x:0:0|"booking":|ADMIN_TOKEN|DATABASE_URL|\[core\]|createRenderer|BEGIN [A-Z ]*PRIVATE KEY/;

function percentEncoding(): HostileRequest[] {
  const broken = ['%', '%z', '%zz', '%e0%a4%a', '%c0%af', '%ff', '%ed%a0%80', '%%32%65', '%u002e', '%0', '%%', '%f0%9f%8f'];
  const places = ['/', '/about/', '/api/appointments/config/', `${BOOK}/`, '/remotes/booking/', '/static/js/'];
  return places.flatMap((place) =>
    broken.flatMap((code) => [
      { kind: 'malformed percent-encoding', name: `${place}${code}`, pieces: [get(`${place}${code}${MARK}`)], then: 'read' as const },
      {
        kind: 'malformed percent-encoding',
        name: `${place}?q=${code}`,
        pieces: [get(`${place.replace(/\/$/, '') || '/'}?${MARK}=${code}`)],
        then: 'read' as const,
      },
    ]),
  );
}

function traversal(): HostileRequest[] {
  const steps = [
    '../',
    '..%2f',
    '%2e%2e/',
    '%2e%2e%2f',
    '..%5c',
    '%2e%2e%5c',
    '%252e%252e%252f',
    '..%c0%af',
    '.%2e/',
    '%2e./',
    '..;/',
    '....//',
    '..\\',
    '%00../',
    '..%00/',
    '%c0%ae%c0%ae/',
    '..%255c',
  ];
  const starts = ['/', '/remotes/', '/remotes/booking/', '/static/', '/static/js/', '/api/'];
  const targets = ['etc/passwd', 'remotes.json', '.git/config', 'server/static/js/render.js'];
  const requests: HostileRequest[] = [];
  for (const start of starts) {
    for (const [index, step] of steps.entries()) {
      const target = targets[index % targets.length] ?? 'etc/passwd';
      requests.push({
        kind: 'traversal',
        name: `${start}${step}…${target}`,
        pieces: [get(`${start}${step.repeat(6)}${target}?${MARK}`)],
        then: 'read',
        forbidden: SECRET_CONTENT,
      });
    }
  }
  return requests;
}

function dotfiles(live: Record<string, string>): HostileRequest[] {
  const releases = Object.values(live).map((manifest) => manifest.replace(/\/mf-manifest\.json$/, ''));
  const names = [
    '.env',
    '.git/config',
    '.git/HEAD',
    '.htaccess',
    '.DS_Store',
    '.npmrc',
    '.ssh/id_rsa',
    '%2eenv',
    '.%65nv',
    '.staging-1.0.0_x/mf-manifest.json',
  ];
  const folders = ['', '/static', '/remotes', '/remotes/booking', ...releases];
  return folders.flatMap((folder) =>
    names.map((name) => ({
      kind: 'dotfiles',
      name: `${folder}/${name}`,
      pieces: [get(`${folder}/${name}?${MARK}`)],
      then: 'read' as const,
      forbidden: SECRET_CONTENT,
    })),
  );
}

function headers(): HostileRequest[] {
  const kb = (size: number) => 'a'.repeat(size * 1024);
  const many = (count: number, size: number) => Array.from({ length: count }, (_, i) => `X-H${i}: ${'b'.repeat(size)}`);
  const raw = (name: string, text: string): HostileRequest => ({
    kind: 'oversized and malformed headers',
    name,
    pieces: [text],
    then: 'read',
  });
  const cases: HostileRequest[] = [];
  for (const size of [4, 8, 15, 17, 32, 64, 256]) {
    cases.push(raw(`one ${size} KB header`, get('/about', [`X-Filler: ${kb(size)}`])));
    cases.push(raw(`a ${size} KB cookie`, get('/api/appointments/config', [`Cookie: a=${kb(size)}`])));
    cases.push(raw(`a ${size} KB address`, get(`/about?q=${kb(size)}`)));
  }
  for (const [count, size] of [
    [100, 100],
    [200, 100],
    [1000, 10],
    [3000, 2],
    [50, 400],
  ] as const)
    cases.push(raw(`${count} headers of ${size} bytes`, get('/', many(count, size))));
  const lines: Array<[string, string]> = [
    ['a header without a colon', 'GET / HTTP/1.1\r\nHost: localhost\r\nNo colon here\r\n\r\n'],
    ['a space before the colon', 'GET / HTTP/1.1\r\nHost: localhost\r\nX-A : 1\r\n\r\n'],
    ['a folded header', 'GET / HTTP/1.1\r\nHost: localhost\r\nX-A: 1\r\n  folded\r\n\r\n'],
    ['bare LF line ends', 'GET / HTTP/1.1\nHost: localhost\nX-A: 1\n\n'],
    ['bare CR line ends', 'GET / HTTP/1.1\rHost: localhost\r\r'],
    ['NUL in a header', 'GET / HTTP/1.1\r\nHost: localhost\r\nX-A: a\u0000b\r\n\r\n'],
    ['a control byte in a header', 'GET / HTTP/1.1\r\nHost: localhost\r\nX-A: a\u0001b\r\n\r\n'],
    ['a header name with a space', 'GET / HTTP/1.1\r\nHost: localhost\r\nX A: 1\r\n\r\n'],
    ['a header name of high bytes', 'GET / HTTP/1.1\r\nHost: localhost\r\nX-\u00ff\u00fe: 1\r\n\r\n'],
    ['no Host', 'GET / HTTP/1.1\r\nAccept: */*\r\n\r\n'],
    ['two Hosts', 'GET / HTTP/1.1\r\nHost: localhost\r\nHost: evil.example\r\n\r\n'],
    ['a Host naming another site', 'GET /about HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n'],
    ['two different lengths', `POST ${BOOK} HTTP/1.1\r\nHost: localhost\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\nabcd`],
    ['a length that is not a number', `POST ${BOOK} HTTP/1.1\r\nHost: localhost\r\nContent-Length: abc\r\n\r\n`],
    ['a negative length', `POST ${BOOK} HTTP/1.1\r\nHost: localhost\r\nContent-Length: -1\r\n\r\n`],
    [
      'a huge length',
      `POST ${BOOK} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 99999999999\r\nConnection: close\r\n\r\n{}`,
    ],
    ['a length and chunks', `POST ${BOOK} HTTP/1.1\r\nHost: localhost\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`],
    ['chunked twice', `POST ${BOOK} HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked, chunked\r\n\r\n0\r\n\r\n`],
    ['an unknown transfer coding', `POST ${BOOK} HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: gzip\r\n\r\nxx`],
    ['a broken chunk size', `POST ${BOOK} HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`],
    [
      'a chunk larger than the cap',
      `POST ${BOOK} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n20000\r\n${'x'.repeat(0x20000)}\r\n0\r\n\r\n`,
    ],
    ['an HTTP/2 preface', 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n'],
    ['HTTP/9.9', 'GET / HTTP/9.9\r\nHost: localhost\r\n\r\n'],
    ['HTTP/0.9', 'GET /\r\n\r\n'],
    ['HTTP/1.0 without Host', 'GET /about HTTP/1.0\r\n\r\n'],
    ['a TLS hello', `\u0016\u0003\u0001\u0002\u0000\u0001\u0000\u0001\u00fc\u0003\u0003${MARK}\r\n\r\n`],
    ['an absolute-form address', `GET http://evil.example/${MARK} HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`],
    ['an asterisk address', 'OPTIONS * HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'],
    ['an address without a slash', `GET ${MARK} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`],
    ['a space in the address', `GET /about ${MARK} HTTP/1.1\r\nHost: localhost\r\n\r\n`],
    [
      'Expect 100-continue on a page',
      'POST /about HTTP/1.1\r\nHost: localhost\r\nExpect: 100-continue\r\nContent-Length: 10\r\nConnection: close\r\n\r\n',
    ],
    ['an odd Expect', 'GET / HTTP/1.1\r\nHost: localhost\r\nExpect: 999-teapot\r\nConnection: close\r\n\r\n'],
    ['an X-Forwarded-For of junk', get('/api/appointments/config', [`X-Forwarded-For: ${MARK}, <script>, 999.1.1.1`])],
    ['a forwarded host and protocol', get('/about', ['X-Forwarded-Host: evil.example', 'X-Forwarded-Proto: javascript'])],
    ['a huge Accept', get('/about', [`Accept: ${'text/html;q=0.9,'.repeat(500)}`])],
    ['a Range beyond the file', get('/robots.txt', ['Range: bytes=999999-'])],
    ['many Ranges', get('/robots.txt', [`Range: bytes=${Array.from({ length: 500 }, (_, i) => `${i}-${i}`).join(',')}`])],
    ['an If-None-Match of junk', get('/remotes.json', [`If-None-Match: ${'"x",'.repeat(2000)}`])],
    [
      'a bad Content-Type on the API',
      `POST ${BOOK} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ;;;${MARK}\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`,
    ],
  ];
  for (const [name, text] of lines) cases.push(raw(name, text));
  return cases;
}

function bodies(): HostileRequest[] {
  const body = JSON.stringify({ fullName: MARK, age: 40 }).padEnd(100, ' ');
  const head = `POST ${BOOK} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
  const cases: HostileRequest[] = [];
  for (let i = 0; i < 10; i++) {
    cases.push({
      kind: 'abandoned and trickled bodies',
      name: `body abandoned after ${5 + i} bytes`,
      pieces: [head, body.slice(0, 5 + i)],
      pauseMs: 50,
      then: 'abandon',
    });
    cases.push({
      kind: 'abandoned and trickled bodies',
      name: 'headers and 5 of 100 bytes, then silence',
      pieces: [head + body.slice(0, 5)],
      then: 'hold',
    });
    cases.push({
      kind: 'abandoned and trickled bodies',
      name: 'a body trickled one byte every 2 s',
      pieces: [head, ...body.slice(0, 40).split('')],
      pauseMs: 2_000,
      then: 'hold',
    });
    cases.push({
      kind: 'abandoned and trickled bodies',
      name: 'headers trickled one line every 3 s',
      pieces: ['GET /about HTTP/1.1\r\n', ...Array.from({ length: 20 }, (_, n) => `X-Slow-${n}: ${MARK}\r\n`)],
      pauseMs: 3_000,
      then: 'hold',
    });
    cases.push({ kind: 'abandoned and trickled bodies', name: 'a connection that never speaks', pieces: [], then: 'hold' });
    cases.push({ kind: 'abandoned and trickled bodies', name: 'half a request line, then silence', pieces: ['GET /ab'], then: 'hold' });
  }
  return cases;
}

function methods(): HostileRequest[] {
  const names = [
    'TRACE',
    'TRACK',
    'CONNECT',
    'PROPFIND',
    'PROPPATCH',
    'MKCOL',
    'COPY',
    'MOVE',
    'LOCK',
    'UNLOCK',
    'DELETE',
    'PUT',
    'PATCH',
    'OPTIONS',
    'SEARCH',
    'PURGE',
    'M-SEARCH',
    'NOTIFY',
    'SUBSCRIBE',
    'QUERY',
    'BREW',
    'get',
    'FOO',
    'POST',
  ];
  const targets = ['/', '/about', '/remotes.json', '/api/appointments/config', '/static/js/x.js'];
  return names.flatMap((method) =>
    targets.map((target) => ({
      kind: 'odd methods',
      name: `${method} ${target}`,
      pieces: [
        `${method} ${method === 'CONNECT' ? 'localhost:1' : `${target}?${MARK}`} HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
      ],
      then: 'read' as const,
    })),
  );
}

function queries(): HostileRequest[] {
  const kb = (size: number) => `q=${'z'.repeat(size * 1024)}`;
  const shapes: Array<[string, string]> = [
    ['1 KB', kb(1)],
    ['8 KB', kb(8)],
    ['12 KB', kb(12)],
    ['15 KB', kb(15)],
    ['20 KB', kb(20)],
    ['100 KB', kb(100)],
    ['1000 parameters', Array.from({ length: 1000 }, (_, i) => `p${i}=${i}`).join('&')],
    ['2000 repeats of one name', Array.from({ length: 2000 }, () => 'a=1').join('&')],
    ['deep brackets', `${'a'.padEnd(2000, '[b]')}=1`],
    ['__proto__', '__proto__[polluted]=1&constructor[prototype][polluted]=1'],
    ['encoded everything', Array.from({ length: 500 }, () => '%41').join('')],
    ['NUL', 'q=%00'],
  ];
  return ['/', '/about', '/api/appointments/config', '/sitemap.xml', '/remotes.json'].flatMap((target) =>
    shapes.map(([name, query]) => ({
      kind: 'huge query strings',
      name: `${target}?${name}`,
      pieces: [get(`${target}?${query}&m=${MARK}`)],
      then: 'read' as const,
    })),
  );
}

export function hostileRequests(live: Record<string, string>): HostileRequest[] {
  return [...percentEncoding(), ...traversal(), ...dotfiles(live), ...headers(), ...bodies(), ...methods(), ...queries()];
}
