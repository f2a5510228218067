import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { ROOT, packageDir } from '../paths';
import { fileExists } from '../paths';

export interface RunningApi {
  url: string;
  child: ChildProcess;
}

const API_ENTRY = path.join(packageDir('booking'), 'server', 'main.ts');

/** Starts the booking team's API on loopback, if it exists yet, and resolves once it answers. */
export async function startBookingApi(port: number): Promise<RunningApi | null> {
  if (!(await fileExists(API_ENTRY))) return null;
  const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');
  const child = spawn(tsx, [API_ENTRY], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
  });
  const url = `http://127.0.0.1:${port}`;
  // 30 s: on a busy machine tsx compiling the API (mail, calendar, outbox modules) can take more than 10 s.
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) throw new Error(`The booking API exited with code ${child.exitCode}`);
    try {
      await fetch(`${url}/api/health`);
      return { url, child };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  child.kill();
  throw new Error('The booking API did not start within 30 s');
}

const CATCHER_ENTRY = path.join(packageDir('booking'), 'server', 'mail-catcher-main.ts');
const STAND_IN_ENTRY = path.join(packageDir('booking'), 'server', 'payment-stand-in-main.ts');

/** Runs one of the booking team's local services with tsx and resolves once it prints that it is ready. */
function startLocalService(entry: string, what: string, env: Record<string, string>): Promise<ChildProcess> {
  const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');
  const child = spawn(tsx, [entry], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } });
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

/** Starts the booking team's local SMTP catcher (loopback only), if it exists, and resolves once it listens. */
export async function startMailCatcher(port: number, folder: string): Promise<{ url: string; child: ChildProcess } | null> {
  if (!(await fileExists(CATCHER_ENTRY))) return null;
  const child = await startLocalService(CATCHER_ENTRY, 'mail catcher', { MAIL_CATCHER_PORT: String(port), MAIL_CATCHER_DIR: folder });
  return { url: `smtp://127.0.0.1:${port}`, child };
}

/**
 * Starts the local stand-in payment gateway (loopback only), if it exists, with keys made up for this run;
 * resolves with the settings that point the booking API (and the pages' policy) at it.
 */
export async function startPaymentStandIn(port: number, webhookUrl: string): Promise<{ env: Record<string, string>; child: ChildProcess } | null> {
  if (!(await fileExists(STAND_IN_ENTRY))) return null;
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
