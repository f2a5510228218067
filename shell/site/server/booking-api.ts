// The booking team's API as child processes of the site, run from its build (plain JavaScript). Each instance is
// started again when it dies, and replaced when it hangs: its /healthz is probed every second (1 s to answer),
// and after 3 probes in a row without an answer it gets SIGTERM, then SIGKILL 2 s later (a hung process cannot
// run its own SIGTERM handler), and is started again. From its first missed probe until it answers again the
// site server sends /api to the others (onHealth).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { ROOT, packageDir } from '../paths';

/** How to run one API process. */
export interface ApiCommand {
  command: string;
  args: string[];
}

const API_DIR = path.join(packageDir('booking'), 'server');
/** The API's build (`npm run build`): plain JavaScript. */
export const API_BUILD = path.join(API_DIR, 'dist', 'main.js');
export const builtApi = (): ApiCommand => ({ command: process.execPath, args: ['--enable-source-maps', API_BUILD] });

export interface ApiInstanceOptions {
  command: ApiCommand;
  port: number;
  /** Besides the site's own environment (the settings both read). */
  env: Record<string, string>;
  log: (message: string) => void;
  /** How long to wait for a start (a busy machine compiling the API through tsx can take more than 10 s). */
  startTimeoutMs?: number;
  /** Told when the instance stops or starts answering (the site's proxy stops or starts sending to it). */
  onHealth?: (healthy: boolean) => void;
}

/** How an instance is watched, replaced and stopped. */
export const WATCH = {
  probeEveryMs: 1_000,
  probeTimeoutMs: 1_000,
  missesBeforeReplacing: 3,
  /** After SIGTERM to a hung instance, before SIGKILL. */
  killGraceMs: 2_000,
  /** After SIGTERM at a stop, before SIGKILL: more than the API's own shutdown deadline (main.ts, 8 s). */
  stopGraceMs: 10_000,
} as const;

/**
 * One API process on loopback, started again (after 1 s, doubling up to 30 s) whenever it exits unasked, and
 * replaced when it stops answering /healthz.
 */
export class ApiInstance {
  readonly url: string;
  private child: ChildProcess | null = null;
  private stopping = false;
  private restartDelayMs = 1_000;
  private restartTimer: NodeJS.Timeout | undefined;
  private probeTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: ApiInstanceOptions) {
    this.url = `http://127.0.0.1:${options.port}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Starts it and resolves once it answers /healthz; rejects when it exits or does not answer in time. */
  async start(): Promise<void> {
    const child = this.spawn();
    const deadline = Date.now() + (this.options.startTimeoutMs ?? 30_000);
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`The booking API exited with code ${child.exitCode}`);
      if (
        await fetch(`${this.url}/healthz`).then(
          (answer) => answer.ok,
          () => false,
        )
      ) {
        this.restartDelayMs = 1_000;
        this.options.onHealth?.(true);
        this.watch(child);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    child.kill('SIGTERM');
    throw new Error(`The booking API did not answer on ${this.url} within ${Math.round((this.options.startTimeoutMs ?? 30_000) / 1000)} s`);
  }

  /** SIGTERM, and SIGKILL if it has not exited within WATCH.stopGraceMs. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.restartTimer);
    clearTimeout(this.probeTimer);
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await ended(child, WATCH.stopGraceMs);
  }

  /** Probes /healthz while this child runs; replaces it after WATCH.missesBeforeReplacing misses in a row. */
  private watch(child: ChildProcess): void {
    let misses = 0;
    const probe = async () => {
      const started = Date.now();
      // Any answer will do: an answer at all means the loop turns (a busy one still answers /healthz).
      const answered = await fetch(`${this.url}/healthz`, { signal: AbortSignal.timeout(WATCH.probeTimeoutMs) }).then(
        async (answer) => (await answer.arrayBuffer(), true),
        () => false,
      );
      if (this.stopping || this.child !== child || child.exitCode !== null || child.signalCode !== null) return;
      if (answered) {
        if (misses > 0) this.options.onHealth?.(true);
        misses = 0;
      } else {
        misses++;
        if (misses === 1) this.options.onHealth?.(false);
        if (misses >= WATCH.missesBeforeReplacing) {
          this.options.log(`The booking API on ${this.url} (pid ${child.pid}) missed ${misses} health probes in a row; replacing it`);
          // Its exit starts it again (spawn's exit handler).
          void ended(child, WATCH.killGraceMs);
          return;
        }
      }
      this.probeTimer = setTimeout(() => void probe(), Math.max(0, WATCH.probeEveryMs - (Date.now() - started)));
    };
    this.probeTimer = setTimeout(() => void probe(), WATCH.probeEveryMs);
  }

  private spawn(): ChildProcess {
    const { command, port, env, log } = this.options;
    const child = spawn(command.command, command.args, {
      cwd: ROOT,
      // The IPC channel closes when this process dies, however (kill -9 too): the API then stops itself.
      stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    });
    this.child = child;
    child.on('exit', (code, signal) => {
      if (this.stopping || this.child !== child) return;
      clearTimeout(this.probeTimer);
      this.options.onHealth?.(false);
      log(
        `The booking API on ${this.url} (pid ${child.pid}) stopped (${signal ?? `exit ${code}`}); starting it again in ${this.restartDelayMs / 1000} s`,
      );
      this.restartTimer = setTimeout(() => {
        this.start().catch((error: unknown) =>
          log(`The booking API on ${this.url} did not start again: ${error instanceof Error ? error.message : String(error)}`),
        );
      }, this.restartDelayMs);
      this.restartDelayMs = Math.min(30_000, this.restartDelayMs * 2);
    });
    return child;
  }
}

/** Sends SIGTERM, then SIGKILL after `graceMs`; resolves once the process has exited. */
function ended(child: ChildProcess, graceMs: number): Promise<void> {
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
  void exited.then(() => clearTimeout(kill));
  child.kill('SIGTERM');
  return exited;
}

const CATCHER_ENTRY = path.join(API_DIR, 'dev', 'mail-catcher-main.ts');
const STAND_IN_ENTRY = path.join(API_DIR, 'dev', 'payment-stand-in-main.ts');

/** Runs one of the booking team's local services (`npm start` only) through tsx and resolves once it prints that it is ready. */
function startLocalService(entry: string, what: string, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  return new Promise((resolve, reject) => {
    let text = '';
    // 30 s: tsx compiles the service first, slowly on a busy machine.
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`The ${what} did not start within 30 s`));
    }, 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('ready')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The ${what} exited with code ${code}`));
    });
  });
}

/** Starts the booking team's local SMTP catcher (loopback only; `npm start` without SMTP_URL) and resolves once it listens. */
export async function startMailCatcher(port: number, folder: string): Promise<{ url: string; child: ChildProcess }> {
  const child = await startLocalService(CATCHER_ENTRY, 'mail catcher', { MAIL_CATCHER_PORT: String(port), MAIL_CATCHER_DIR: folder });
  return { url: `smtp://127.0.0.1:${port}`, child };
}

/**
 * Starts the local stand-in payment gateway (loopback only; `npm start` without RAZORPAY_* keys) with keys
 * made up for this run; resolves with the settings that point the booking API (and the pages' policy) at it.
 */
export async function startPaymentStandIn(port: number, webhookUrl: string): Promise<{ env: Record<string, string>; child: ChildProcess }> {
  const secret = () => randomBytes(18).toString('base64url');
  const url = `http://127.0.0.1:${port}`;
  const env = {
    RAZORPAY_KEY_ID: `rzp_test_standin${randomBytes(4).toString('hex')}`,
    RAZORPAY_KEY_SECRET: secret(),
    RAZORPAY_WEBHOOK_SECRET: secret(),
    RAZORPAY_API_URL: url,
    RAZORPAY_CHECKOUT_URL: `${url}/v1/checkout.js`,
  };
  const child = await startLocalService(STAND_IN_ENTRY, 'payment stand-in', {
    ...env,
    PAYMENT_STAND_IN_PORT: String(port),
    PAYMENT_STAND_IN_WEBHOOK_URL: webhookUrl,
  });
  return { env, child };
}
