import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LANGUAGES } from '@hospital/hospital-data';
import { createSiteServer } from './server';
import { errorPage } from './error-answers';
import { ERROR_TEXTS, type ErrorTexts } from './error-texts';

const leaves = (texts: ErrorTexts): Record<string, string> => ({
  ...Object.fromEntries(Object.entries(texts.titles).map(([key, text]) => [`title ${key}`, text])),
  ...Object.fromEntries(Object.entries(texts.messages).map(([key, text]) => [`message ${key}`, text])),
  home: texts.home,
  contact: texts.contact,
  whereToGo: texts.whereToGo,
  emergency: texts.emergency,
});

describe('the site server error pages in each language', () => {
  it('say everything English says, in the language, with the same places for links and the phone', () => {
    const english = leaves(ERROR_TEXTS.en);
    for (const language of LANGUAGES.filter((code) => code !== 'en')) {
      const texts = leaves(ERROR_TEXTS[language]);
      expect(Object.keys(texts)).toEqual(Object.keys(english));
      for (const [key, text] of Object.entries(texts)) {
        expect([language, key, text === english[key]]).toEqual([language, key, false]);
        for (const slot of english[key]!.match(/\{\w+\}/g) ?? [])
          expect([language, key, text.includes(slot)]).toEqual([language, key, true]);
      }
    }
  });

  it('draw a Telugu page with its language, its links in Telugu and the emergency number', () => {
    const page = errorPage(404, 'te');
    expect(page).toContain('<html lang="te-IN">');
    expect(page).toContain('<h1>పేజీ కనబడలేదు</h1>');
    expect(page).toContain('<a href="/te">హోమ్ పేజీకి వెళ్లండి</a> లేదా <a href="/te/contact">మమ్మల్ని సంప్రదించండి</a>.');
    expect(page).toMatch(/<a href="tel:[^"]+">[^<]+<\/a> కి కాల్ చేయండి/);
  });

  it('answer each address in its own language: Telugu and Hindi under their prefixes, English elsewhere', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'site-errors-'));
    const site = path.join(root, 'site');
    const shell = path.join(root, 'shell');
    await mkdir(site, { recursive: true });
    await mkdir(shell, { recursive: true });
    await writeFile(path.join(site, 'remotes.json'), '{}');
    await writeFile(path.join(shell, 'index.html'), '<!doctype html><div id="root"></div>');
    const app = await createSiteServer({ site, shell });
    try {
      const page = async (url: string) => {
        const answer = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        return [answer.statusCode, /<html lang="([^"]+)">/.exec(answer.body)?.[1], /<h1>([^<]+)<\/h1>/.exec(answer.body)?.[1]];
      };
      expect(await page('/te/blog-single/%E0%A4%A')).toEqual([400, 'te-IN', 'ఈ అభ్యర్థనకు జవాబు ఇవ్వలేకపోయాం']);
      expect(await page('/hi/static/js/missing.js')).toEqual([404, 'hi-IN', 'पेज नहीं मिला']);
      expect(await page('/static/js/missing.js')).toEqual([404, 'en-IN', 'Page not found']);
      // An API caller gets JSON with the English message, whatever its address holds.
      const api = await app.inject({ method: 'GET', url: '/api/te/%E0%A4%A' });
      expect([api.statusCode, JSON.parse(api.body)]).toEqual([400, { success: false, message: 'This address or request is not valid.' }]);
    } finally {
      await app.close();
    }
  });
});
