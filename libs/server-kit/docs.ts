// The settings' documentation, written from their declarations: docs/configuration.md's table and .env.example. A test
// compares both with what is committed, so they cannot drift from the code.
import type { TProperties, TSchema } from '@sinclair/typebox';
import type { SettingNotes, SettingsSchema } from './kit';

interface Row {
  name: string;
  notes: SettingNotes & { default?: unknown; enum?: string[] };
}

const rowsOf = (settings: SettingsSchema<TProperties>): Row[] =>
  Object.entries(settings.schema.properties).map(([name, schema]: [string, TSchema]) => ({
    name,
    notes: schema as unknown as Row['notes'],
  }));

const defaultOf = ({ notes }: Row): string =>
  notes.defaultText ??
  (notes.default === undefined ? '' : typeof notes.default === 'string' ? notes.default : JSON.stringify(notes.default));

const cell = (value: string) => value.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** One markdown table over every server's settings, each variable once, saying who reads it. */
export function settingsTable(servers: ReadonlyArray<SettingsSchema<TProperties>>): string {
  const seen = new Map<string, { row: Row; readers: string[]; otherDefaults: string[] }>();
  for (const server of servers) {
    for (const row of rowsOf(server)) {
      const known = seen.get(row.name);
      if (!known) seen.set(row.name, { row, readers: [server.title], otherDefaults: [] });
      else {
        known.readers.push(server.title);
        if (defaultOf(row) !== defaultOf(known.row)) known.otherDefaults.push(`${server.title}: ${defaultOf(row)}`);
      }
    }
  }
  const lines = ['| Variable | Read by | Default | `serve` | What it is |', '|---|---|---|---|---|'];
  for (const { row, readers, otherDefaults } of seen.values()) {
    const values = row.notes.enum ? ` One of: ${row.notes.enum.join(', ')}.` : '';
    const fallback = [defaultOf(row) ? `\`${cell(defaultOf(row))}\`` : '', ...otherDefaults.map((other) => `(${cell(other)})`)]
      .filter(Boolean)
      .join(' ');
    lines.push(
      `| \`${row.name}\` | ${readers.join(', ')} | ${fallback} | ${row.notes.requiredInProduction ? 'required' : ''} | ${cell(row.notes.description)}${values} |`,
    );
  }
  return lines.join('\n');
}

/** .env.example: every variable once, the ones `npm run serve` requires uncommented and empty. */
export function envExample(
  servers: ReadonlyArray<SettingsSchema<TProperties>>,
  { header, skip = [] }: { header: string; skip?: string[] },
): string {
  const written = new Set(skip);
  const out = [header.trim(), ''];
  for (const server of servers) {
    const rows = rowsOf(server).filter((row) => !written.has(row.name));
    if (rows.length === 0) continue;
    out.push(`# ---- ${server.title} ----`, '');
    for (const row of rows) {
      written.add(row.name);
      const fallback = defaultOf(row);
      const words = [
        row.notes.description,
        row.notes.enum ? `One of: ${row.notes.enum.join(', ')}.` : '',
        fallback ? `Default: ${fallback}.` : '',
      ]
        .filter(Boolean)
        .join(' ');
      out.push(...wrap(words).map((line) => `# ${line}`));
      const example = row.notes.secret
        ? ''
        : (row.notes.example ??
          (typeof row.notes.default === 'string' || typeof row.notes.default === 'number' ? String(row.notes.default) : ''));
      // A required one is left empty, so a copy nobody filled in is refused rather than run with an example.
      if (row.notes.requiredInProduction) out.push(...(example ? [`# For example: ${example}`] : []), `${row.name}=`, '');
      else out.push(`#${row.name}=${example}`, '');
    }
  }
  return `${out.join('\n').trimEnd()}\n`;
}

function wrap(words: string, width = 100): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}
