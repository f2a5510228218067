import type { ComponentType, ReactNode } from 'react';
import type { Language } from '@hospital/hospital-data';

/**
 * The contract version every remote records at build time. The shell refuses a remote
 * whose major differs, or whose minor is newer than the shell's (it may rely on shell
 * features this shell does not have). 1.1: slots pass props to their widget, and the
 * booking remote offers 'booking.doctor-availability'. 1.2: a route may name the widgets its page shows
 * (`widgets`), and a widget's module may export `preload` for its data, so both come ahead of a move.
 * 1.3: a remote may offer `loadLanguage`, which makes its text ready in a language before the shell shows it.
 * Older remotes still fit (their text stays in English). 1.4: each release states its own routes
 * (ROUTE_LIST_FILE beside its entry script) and the shell learns them from there, not from a table in here.
 * 1.5: the site server's releases answers (releases-page.ts), which the booking remote's staff pages show.
 */
export const CONTRACT_VERSION = '1.5.0';

export const REMOTE_NAMES = ['content', 'booking', 'shop'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Widgets one remote offers for other remotes' pages, rendered through the shell's slots. */
export const SLOT_NAMES = ['booking.appointment-form', 'booking.doctor-availability'] as const;
export type SlotName = (typeof SLOT_NAMES)[number];

/** What each widget is given by the page that shows it (through the slot's `props`). */
export interface SlotWidgetProps {
  'booking.appointment-form': object;
  /** A doctor's next free times, on that doctor's page. */
  'booking.doctor-availability': { doctorSlug: string };
}

interface SlotBase {
  /** Shown while the widget's remote is unavailable, or when its release does not offer the widget yet. */
  fallback: ReactNode;
}

export type SlotProps =
  | (SlotBase & { name: 'booking.appointment-form'; props?: undefined })
  | (SlotBase & { name: 'booking.doctor-availability'; props: SlotWidgetProps['booking.doctor-availability'] });

/** What the shell hands to every page it mounts. */
export interface ShellServices {
  Slot: ComponentType<SlotProps>;
}

export interface RemotePageProps {
  shell: ShellServices;
}

export type LazyComponent<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * A widget's module: its component, and optionally `preload`, which starts fetching the data the widget
 * shows for those props (kept by the widget's own module), so a widget fetched ahead shows it at once.
 */
export type LazyWidget<P> = () => Promise<{ default: ComponentType<P>; preload?: (props: P) => void }>;

/** A widget a page shows, with the props it gives it. */
export type ShownWidget = { [N in SlotName]: { name: N; props: SlotWidgetProps[N] } }[SlotName];

export interface RemoteRoute {
  /** React Router pattern, absolute: '/team-single/:slug'. */
  path: string;
  /** Short page name, used by the shell while the page loads or is unavailable. */
  title: string;
  load: LazyComponent<RemotePageProps>;
  /** The widgets of other remotes the page shows, from the address's parameters: fetched ahead with the page. */
  widgets?: (params: Readonly<Record<string, string | undefined>>) => ShownWidget[];
}

/** A reducer the shell injects into its one store; `version` drives migrations of persisted state. */
export interface SliceDefinition<S = unknown> {
  // Methods, not properties: their parameters stay bivariant, so a typed slice fits Record<string, SliceDefinition>.
  reducer(state: S | undefined, action: { type: string }): S;
  version: number;
  /** False for state that is rebuilt on every page load (static data): the shell does not save it. */
  persist?: boolean;
  /** Turns a persisted slice of an older version into the current shape; throw to discard it. */
  migrate?(persisted: unknown, fromVersion: number): S;
}

/** The one module each remote exposes as './remote'. */
export interface RemoteDefinition {
  name: RemoteName;
  contractVersion: string;
  /** Release id stamped at build time, e.g. '1.0.0+20261122.0110'. */
  release: string;
  routes: RemoteRoute[];
  widgets?: { [N in SlotName]?: LazyWidget<SlotWidgetProps[N]> };
  slices?: Record<string, SliceDefinition>;
  /**
   * Loads the remote's catalog for a language into the page's one translation runtime (`@hospital/i18n`), so
   * its pages and widgets render in it; resolves, English where its release has no catalog, and never rejects.
   * The shell awaits it before it shows the remote's pages, and again before it switches the page's language.
   */
  loadLanguage?: (language: Language) => Promise<void>;
}

export const REMOTE_EXPOSE = './remote';

/** Module Federation container name of each remote. */
export const federationName = (remote: RemoteName): string => `hospital_${remote}`;

interface Semver {
  major: number;
  minor: number;
}

const parseSemver = (version: string): Semver | null => {
  const match = /^(\d+)\.(\d+)\.\d+/.exec(version);
  return match ? { major: Number(match[1]), minor: Number(match[2]) } : null;
};

export function isContractCompatible(shellVersion: string, remoteVersion: string): boolean {
  const shell = parseSemver(shellVersion);
  const remote = parseSemver(remoteVersion);
  if (!shell || !remote) return false;
  return shell.major === remote.major && remote.minor <= shell.minor;
}
