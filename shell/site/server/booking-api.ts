// The booking team's API as child processes of the site, run from its build (plain JavaScript). Each instance is
// started again when it dies; meanwhile the site server sends /api to the others.
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
}

/** One API process on loopback, started again (after 1 s, doubling up to 30 s) whenever it exits unasked. */
export class ApiInstance {
  readonly url: string;
  private child: ChildProcess | null = null;
  private stopping = false;
  private restartDelayMs = 1_000;
  private restartTimer: NodeJS.Timeout | undefined;

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
      if (await fetch(`${this.url}/healthz`).then((answer) => answer.ok, () => false)) {
        this.restartDelayMs = 1_000;
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    child.kill('SIGTERM');
    throw new Error(`The booking API did not answer on ${this.url} within ${Math.round((this.options.startTimeoutMs ?? 30_000) / 1000)} s`);
  }

  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.restartTimer);
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }

  private spawn(): ChildProcess {
    const { command, port, env, log } = this.options;
    const child = spawn(command.command, command.args, {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    });
    this.child = child;
    child.on('exit', (code, signal) => {
      if (this.stopping || this.child !== child) return;
      log(`The booking API on ${this.url} (pid ${child.pid}) stopped (${signal ?? `exit ${code}`}); starting it again in ${this.restartDelayMs / 1000} s`);
      this.restartTimer = setTimeout(() => {
        this.start().catch((error: unknown) => log(`The booking API on ${this.url} did not start again: ${error instanceof Error ? error.message : String(error)}`));
      }, this.restartDelayMs);
      this.restartDelayMs = Math.min(30_000, this.restartDelayMs * 2);
    });
    return child;
  }
}

const CATCHER_ENTRY = path.join(API_DIR, 'dev', 'mail-catcher-main.ts');
const STAND_IN_ENTRY = path.join(API_DIR, 'dev', 'payment-stand-in-main.ts');

/** Runs one of the booking team's local services (`npm start` only) through tsx and resolves once it prints that it is ready. */
function startLocalService(entry: string, what: string, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } });
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
  const child = await startLocalService(STAND_IN_ENTRY, 'payment stand-in', { ...env, PAYMENT_STAND_IN_PORT: String(port), PAYMENT_STAND_IN_WEBHOOK_URL: webhookUrl });
  return { env, child };
}
