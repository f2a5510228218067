import { readFileSync } from 'node:fs';
import { CONFIGURATION_DOC, ENV_EXAMPLE, envExampleText, withSettingsTable } from './settings-docs';

// The docs are the schemas' own words: a setting added, renamed or changed in code and not in them fails here.
describe('the settings documentation', () => {
  it('.env.example is what the schemas say (npm run settings:docs writes it)', () => {
    expect(readFileSync(ENV_EXAMPLE, 'utf8')).toBe(envExampleText());
  });

  it("docs/configuration.md's table is what the schemas say", () => {
    const doc = readFileSync(CONFIGURATION_DOC, 'utf8');
    expect(doc).toBe(withSettingsTable(doc));
  });

  it('names each variable once, the required ones left empty for the operator', () => {
    const example = envExampleText();
    const names = [...example.matchAll(/^#?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]);
    expect(new Set(names).size).toBe(names.length);
    expect(example).toMatch(/^SMTP_URL=$/m);
    expect(example).toMatch(/^SITE_URL=$/m);
    expect(example).toMatch(/^#TRUST_PROXY=10\.0\.0\.0\/8$/m);
    expect(example).not.toMatch(/BOOKING_TRUST_PROXY/);
  });
});
