// The page a visitor gets from a render: the shell's page with the render in it, the fonts its text needs,
// and what a search engine must know about it.
import type { PageStart, RenderedPage } from '@hospital/shared-types';
import { SHELL_PAGE } from '../test/render-site';
import { facesUsed, fontFaces, pageHtml } from './page-html';
import type { PageFiles } from './page-files';

const STYLESHEET = `
@font-face{font-family:"Inter Variable";font-display:optional;src:url(/static/media/inter-latin.1.woff2) format("woff2");unicode-range:U+0000-00FF,U+2019}
@font-face{font-family:'Noto Sans Telugu Variable';src:url("/static/media/telugu.2.woff2") format("woff2");unicode-range:U+0C00-0C7F,U+200C-200D}
@font-face{font-family:Noto Sans Devanagari Variable;src:url(/static/media/devanagari.3.woff2) format("woff2");unicode-range:U+09??}
`;

const page = (overrides: Partial<RenderedPage> = {}): RenderedPage => ({
  status: 200,
  language: 'en',
  root: '<header>Hospital</header><main><h1>About us</h1></main>',
  head: '<title>About us</title><meta name="description" content="Who we are">',
  remote: 'content',
  failed: [],
  ...overrides,
});

const files: PageFiles = {
  sources: ['/static/js/main.1.js'],
  stylesheets: ['/static/css/base.css', '/remotes/content/1.0.0/static/css/about.css'],
  hints: [
    { href: '/remotes/content/1.0.0/static/js/about.js', as: 'script', crossOrigin: false },
    { href: '/static/css/base.css', as: 'style', crossOrigin: false },
    { href: '/static/js/main.1.js', as: 'script', crossOrigin: false },
  ],
};

const faces = fontFaces(STYLESHEET);
const loader = 'startThePage()';
const html = (overrides: Partial<RenderedPage> = {}, personal = false) =>
  pageHtml({ shellPage: SHELL_PAGE, loader, page: page(overrides), files, faces, personal });
const headOf = (text: string) => text.slice(text.indexOf('<head>'), text.indexOf('</head>'));
/** What the page tells its loader, from the data block before it. */
const startOf = (text: string) =>
  JSON.parse(/<script type="application\/json" id="page-start">(.*?)<\/script>/.exec(text)?.[1] ?? 'null') as PageStart;

describe('the fonts of a page', () => {
  it('reads each face of a stylesheet with its family, file and ranges (quoted or not, wildcards too)', () => {
    expect(faces).toEqual([
      {
        family: 'Inter Variable',
        url: '/static/media/inter-latin.1.woff2',
        ranges: [
          [0, 0xff],
          [0x2019, 0x2019],
        ],
      },
      {
        family: 'Noto Sans Telugu Variable',
        url: '/static/media/telugu.2.woff2',
        ranges: [
          [0xc00, 0xc7f],
          [0x200c, 0x200d],
        ],
      },
      { family: 'Noto Sans Devanagari Variable', url: '/static/media/devanagari.3.woff2', ranges: [[0x900, 0x9ff]] },
    ]);
  });

  it("picks the faces the page's text needs, as the browser does by unicode-range, and not the markup's", () => {
    expect(facesUsed(faces, '<p>About</p>').map((face) => face.family)).toEqual(['Inter Variable']);
    expect(facesUsed(faces, '<p>మాగురించి</p>').map((face) => face.family)).toEqual(['Noto Sans Telugu Variable']);
    expect(facesUsed(faces, '<p data-x="हिन्दी">OK हिन्दी</p>').map((face) => face.family)).toEqual([
      'Inter Variable',
      'Noto Sans Devanagari Variable',
    ]);
    // Text only inside a tag is not shown.
    expect(facesUsed(faces, '<img alt="మా">')).toEqual([]);
  });

  it("leaves a script's whole font, listed after its cut, to the letters the cut lacks", () => {
    const cutThenWhole = fontFaces(`
@font-face{font-family:'Noto Sans Telugu Variable';src:url(/static/media/telugu-site.4.woff2) format("woff2");unicode-range:U+0C2E,U+0C3E,U+0C17}
@font-face{font-family:'Noto Sans Telugu Full';src:url(/static/media/telugu.2.woff2) format("woff2");unicode-range:U+0C00-0C7F}`);
    expect(facesUsed(cutThenWhole, '<p>మాగ</p>').map((face) => face.url)).toEqual(['/static/media/telugu-site.4.woff2']);
    // A letter only the whole font has ('ఴ') needs it too.
    expect(facesUsed(cutThenWhole, '<p>మాఴ</p>').map((face) => face.url)).toEqual([
      '/static/media/telugu-site.4.woff2',
      '/static/media/telugu.2.woff2',
    ]);
  });
});

describe('the page written around a render', () => {
  it("is the shell's page in the page's language, with the render in #root for hydration and no script of its own", () => {
    const text = html({ language: 'te', root: '<main><h1>మా గురించి</h1></main>' });
    expect(text).toMatch(/^<!doctype html><html lang="te-IN">/);
    expect(text).toContain('<div id="root" data-prerendered=""><main><h1>మా గురించి</h1></main></div>');
    // The shell's scripts are started by the loader once the first screen is drawn, never by the parser.
    expect(text).not.toMatch(/<script[^>]*\bsrc=/);
  });

  it("carries the render's head tags, its stylesheets and the fonts its text uses, before the loader, which is last", () => {
    const head = headOf(html({ language: 'te', root: '<main><h1>మా గురించి</h1></main>' }));
    expect(head).toContain('<title>About us</title><meta name="description" content="Who we are">');
    expect(head).toContain(
      '<link rel="stylesheet" href="/static/css/base.css"><link rel="stylesheet" href="/remotes/content/1.0.0/static/css/about.css">',
    );
    expect(head).toContain('<link rel="preload" as="font" type="font/woff2" crossorigin="anonymous" href="/static/media/telugu.2.woff2">');
    // One script runs: the loader, last, after the data block it reads.
    expect(head.match(/<script>/g)).toHaveLength(1);
    expect(head).toMatch(/<script type="application\/json" id="page-start">[^<]*<\/script><script>startThePage\(\)<\/script>$/);
    // It is told the Telugu family, to hold the first layout for it, and the files to announce: the stylesheets
    // already in the head are not among them, the shell's own scripts come first.
    expect(startOf(head)).toEqual({
      sources: ['/static/js/main.1.js'],
      later: [
        { href: '/static/js/main.1.js', as: 'script', crossOrigin: false },
        { href: '/remotes/content/1.0.0/static/js/about.js', as: 'script', crossOrigin: false },
      ],
      scriptFonts: ['Noto Sans Telugu Variable'],
    });
  });

  it('names the page in every language, English as x-default, as the sitemap does; none for a page kept out of indexes', () => {
    const alternates = (text: string) =>
      [...headOf(text).matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => `${m[1]} ${m[2]}`);
    const expected = [
      'en https://www.ashrayahospital.in/doctors/dr-a',
      'te https://www.ashrayahospital.in/te/doctors/dr-a',
      'hi https://www.ashrayahospital.in/hi/doctors/dr-a',
      'x-default https://www.ashrayahospital.in/doctors/dr-a',
    ];
    for (const language of ['en', 'te', 'hi'] as const) {
      expect(
        alternates(
          pageHtml({ shellPage: SHELL_PAGE, loader, page: page({ language }), files, faces, personal: false, path: '/doctors/dr-a' }),
        ),
      ).toEqual(expected);
    }
    const home = pageHtml({ shellPage: SHELL_PAGE, loader, page: page({ language: 'te' }), files, faces, personal: false, path: '/' });
    expect(alternates(home)).toEqual([
      'en https://www.ashrayahospital.in/',
      'te https://www.ashrayahospital.in/te',
      'hi https://www.ashrayahospital.in/hi',
      'x-default https://www.ashrayahospital.in/',
    ]);
    // A layout of a post names the languages of its canonical, the plain post, as the live page does.
    const layout = page({ language: 'te', head: '<link rel="canonical" href="https://www.ashrayahospital.in/te/blog-single/a-post">' });
    expect(
      alternates(
        pageHtml({ shellPage: SHELL_PAGE, loader, page: layout, files, faces, personal: false, path: '/blog-single-left-sidebar/a-post' }),
      ),
    ).toEqual([
      'en https://www.ashrayahospital.in/blog-single/a-post',
      'te https://www.ashrayahospital.in/te/blog-single/a-post',
      'hi https://www.ashrayahospital.in/hi/blog-single/a-post',
      'x-default https://www.ashrayahospital.in/blog-single/a-post',
    ]);
    const notFound = pageHtml({ shellPage: SHELL_PAGE, loader, page: page({ status: 404 }), files, faces, personal: false, path: '/nope' });
    expect(alternates(notFound)).toEqual([]);
    const unlisted = page({ head: '<title>Desk</title><meta name="robots" content="noindex">' });
    expect(alternates(pageHtml({ shellPage: SHELL_PAGE, loader, page: unlisted, files, faces, personal: false, path: '/desk' }))).toEqual(
      [],
    );
  });

  it('keeps a 404 page out of search indexes, and never says so twice', () => {
    expect(headOf(html({ status: 404 }))).toContain('<meta name="robots" content="noindex">');
    expect(headOf(html({ status: 200 }))).not.toContain('name="robots"');
    const own = headOf(html({ status: 404, head: '<title>Not found</title><meta name="robots" content="noindex, follow">' }));
    expect(own.match(/name="robots"/g)).toHaveLength(1);
  });

  it("marks a personal page's main content, which only the live page shows to a returning visitor", () => {
    const text = html({ root: '<header></header><main class="cart"><p>Your cart is empty</p></main>' }, true);
    expect(text).toContain('<main data-personal="" class="cart">');
    expect(headOf(text)).toContain('data-returning');
    expect(html({}, false)).not.toContain('data-personal');
  });

  it('writes what a render names into the page as data, never as markup', () => {
    const text = pageHtml({
      shellPage: SHELL_PAGE,
      loader,
      page: page(),
      files: {
        sources: ['/a.js'],
        stylesheets: ['/x.css"><script>alert(1)</script>'],
        hints: [{ href: '/b.js</script><script>alert(2)//', as: 'script', crossOrigin: false }],
      },
      faces,
      personal: false,
    });
    expect(text).not.toContain('<script>alert');
    expect(startOf(text).later[0]?.href).toBe('/b.js</script><script>alert(2)//');
  });
});
