// The servers' settings: each server declares its environment variables once, as a JSON Schema (TypeBox),
// with their defaults, types and descriptions; env-schema (ajv) checks and coerces them at start, and the
// docs (docs/configuration.md's table, .env.example) are written from the same declarations (docs.ts).
import { Type, type Static, type TObject, type TProperties, type TSchema } from '@sinclair/typebox';
import envSchema from 'env-schema';

/** `npm run serve` is production; `npm start` and the tests are development. */
export type Mode = 'development' | 'production';
export type Env = Record<string, string | undefined>;

/** What every setting says of itself beyond its type: for the refusal messages and the generated docs. */
export interface SettingNotes {
  description: string;
  /** What a valid value looks like, for the message that refuses another ("an smtp:// or smtps:// URL"). */
  expected?: string;
  /** Never repeated in a message. */
  secret?: boolean;
  /** `npm run serve` refuses to start without it. */
  requiredInProduction?: boolean;
  /** The default when it is not a fixed value ("PORT + 710"). */
  defaultText?: string;
  /** A value to show in .env.example. */
  example?: string;
}

const NOTE_KEYWORDS = ['expected', 'secret', 'requiredInProduction', 'defaultText', 'example'] as const;

/** A string; unset unless it has a default. */
export const text = (notes: SettingNotes & { pattern?: string; minLength?: number; default?: string }) =>
  notes.default === undefined ? Type.Optional(Type.String(notes)) : Type.String(notes);

/** A URL with one of these schemes (`postgres:`), that the URL parser the servers use can read. */
export const url = (notes: SettingNotes & { protocols: readonly string[]; pattern?: string; default?: string }) => {
  const { protocols, ...rest } = notes;
  return text({ ...rest, urlProtocols: [...protocols] } as typeof rest);
};

/** Why a value is not a URL of these schemes, without repeating it (it may hold a password); undefined when it is one. */
export function urlProblem(value: string, protocols: readonly string[]): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    const [, authority = '', rest = ''] = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)(.*)$/is.exec(value) ?? [];
    // An @ after the authority ends means a password holding / ? or #, not a wrong port.
    const port = rest.includes('@') ? undefined : /^(?:.*@)?(?:\[[^\]]*\]|[^:]*)(?::(.*))?$/s.exec(authority)?.[1];
    if (port !== undefined && !(/^\d*$/.test(port) && Number(port) <= 65_535))
      return 'its port (after the host and a colon) must be a number from 1 to 65535';
    return 'it cannot be read as a URL (in a user name or password, write @ : / ? # and % as %40 %3A %2F %3F %23 %25)';
  }
  return protocols.includes(parsed.protocol)
    ? undefined
    : `it must start with ${protocols.map((protocol) => `${protocol}//`).join(' or ')}`;
}

/** A whole number, within bounds. */
export const whole = (notes: SettingNotes & { default?: number; minimum?: number; maximum?: number }) =>
  notes.default === undefined ? Type.Optional(Type.Integer(notes)) : Type.Integer(notes);

/** One of a few words. */
export const oneOf = <const T extends string>(values: readonly T[], notes: SettingNotes & { default: NoInfer<T> }) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...notes });

/** A TCP port. */
export const port = (notes: SettingNotes & { default?: number }) =>
  whole({ minimum: 0, maximum: 65_535, expected: 'a port number from 1 to 65535 (0: any free one)', ...notes });

export interface SettingsCheck {
  problems?: string[];
  warnings?: string[];
}

export interface SettingsSchema<P extends TProperties> {
  /** Who reads them, for the docs and messages ("the booking API"). */
  title: string;
  schema: TObject<P>;
  /** What one variable's schema cannot say (two that go together, a list of addresses): read from the raw values. */
  checks?: Array<(env: Env, mode: Mode) => SettingsCheck>;
}

export const defineSettings = <P extends TProperties>(settings: SettingsSchema<P>): SettingsSchema<P> => settings;

export interface SettingsReport<V> {
  /** Checked, coerced and with defaults; null when there are problems. */
  values: V | null;
  problems: string[];
  warnings: string[];
}

const notesOf = (schema: TSchema): SettingNotes & Record<string, unknown> => schema as unknown as SettingNotes & Record<string, unknown>;

interface AjvError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/** One line per variable that is wrong, in the operator's words, never repeating a secret. */
function describeErrors(errors: AjvError[], properties: TProperties, data: Env): string[] {
  const lines = new Map<string, string>();
  for (const error of errors) {
    const name = error.keyword === 'required' ? String(error.params.missingProperty) : error.instancePath.replace(/^\//, '');
    if (lines.has(name)) continue;
    const schema = properties[name];
    const notes = schema ? notesOf(schema) : undefined;
    if (error.keyword === 'required') {
      lines.set(name, `${name} is not set: ${notes?.description ?? 'it is required'}`);
      continue;
    }
    const expected =
      notes?.expected ??
      (error.keyword === 'enum'
        ? `one of ${(error.params.allowedValues as string[]).join(', ')}`
        : error.keyword === 'type' && error.params.type === 'integer'
          ? 'a whole number'
          : error.keyword === 'minimum' || error.keyword === 'maximum'
            ? `a number ${error.keyword === 'minimum' ? 'of at least' : 'of at most'} ${String(error.params.limit)}`
            : (error.message ?? 'valid'));
    const got = notes?.secret ? '' : ` (got "${data[name]}")`;
    const why =
      error.keyword === 'urlProtocols'
        ? `: ${urlProblem(data[name] ?? '', (notes?.urlProtocols as string[] | undefined) ?? []) ?? 'it is not valid'}`
        : '';
    lines.set(name, `${name} must be ${expected}${got}${why}`);
  }
  return [...lines.values()];
}

type AjvOption = NonNullable<NonNullable<Parameters<typeof envSchema>[0]>['ajv']>;
type Ajv = ReturnType<Extract<AjvOption, { customOptions: unknown }>['customOptions']>;

// One validator, and one compiled schema per server and mode: compiling costs about 100 ms, and the tests
// read settings for every server they start.
let sharedAjv: Ajv | undefined;
const withNoteKeywords = (ajv: Ajv): Ajv => {
  for (const keyword of NOTE_KEYWORDS) ajv.addKeyword({ keyword });
  ajv.addKeyword({
    keyword: 'urlProtocols',
    type: 'string',
    schemaType: 'array',
    validate: (protocols: string[], value: string) => urlProblem(value, protocols) === undefined,
  });
  sharedAjv = ajv;
  return ajv;
};
const checkedSchemas = new WeakMap<TObject, Partial<Record<Mode, TObject>>>();

/** The schema as checked in a mode: production makes the `requiredInProduction` ones required. */
function checkedSchema(schema: TObject, mode: Mode): TObject {
  const byMode = checkedSchemas.get(schema) ?? {};
  checkedSchemas.set(schema, byMode);
  const requiredHere = Object.entries(schema.properties)
    .filter(([, property]) => mode === 'production' && notesOf(property).requiredInProduction)
    .map(([name]) => name);
  return (byMode[mode] ??= { ...structuredClone(schema), required: [...new Set([...(schema.required ?? []), ...requiredHere])] });
}

/**
 * Reads a server's settings from the environment: an empty value counts as unset, unknown variables are
 * left alone. Production makes the `requiredInProduction` ones required. Lists every problem at once.
 */
export function readSettings<P extends TProperties>(
  { schema, checks = [] }: SettingsSchema<P>,
  env: Env,
  mode: Mode,
): SettingsReport<Static<TObject<P>>> {
  const data: Env = Object.fromEntries(
    Object.keys(schema.properties)
      .filter((name) => env[name] !== undefined && env[name] !== '')
      .map((name) => [name, env[name]]),
  );
  const extra = checks.map((check) => check(data, mode));
  const problems: string[] = [];
  let values: Static<TObject<P>> | null = null;
  try {
    values = envSchema<Static<TObject<P>>>({
      schema: checkedSchema(schema as unknown as TObject, mode),
      env: false,
      data: { ...data },
      ajv: sharedAjv ?? { customOptions: withNoteKeywords },
    });
  } catch (error) {
    const errors = (error as { errors?: AjvError[] }).errors;
    if (!errors) throw error;
    problems.push(...describeErrors(errors, schema.properties, data));
  }
  problems.push(...extra.flatMap((check) => check.problems ?? []));
  return { values: problems.length > 0 ? null : values, problems, warnings: extra.flatMap((check) => check.warnings ?? []) };
}

/** Comma-separated values, trimmed, empty ones dropped. */
export const list = (raw: string | undefined): string[] =>
  (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** A refusal to start: every problem, one a line, under who refuses. */
export const refusal = (who: string, problems: readonly string[]): string =>
  [`${who} cannot start. Fix these (every setting is described in .env.example):`, ...problems.map((problem) => `  - ${problem}`)].join(
    '\n',
  );

/** Thrown when settings are refused: its message is the whole refusal, for the operator as it is. */
export class SettingsRefusal extends Error {
  constructor(
    who: string,
    readonly problems: readonly string[],
  ) {
    super(refusal(who, problems));
    this.name = 'SettingsRefusal';
  }
}
