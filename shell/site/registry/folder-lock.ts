// A lock between processes on one machine: a file created with O_EXCL. Whoever creates it holds the lock until
// it deletes it; a lock file older than STALE_MS was left by a process that died holding it.
import { open, rm, stat } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

const WAIT_MS = 15_000;
const STALE_MS = 30_000;

export class LockBusyError extends Error {}

export async function withFileLock<T>(file: string, work: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const held = await stat(file).catch(() => null);
      if (held && Date.now() - held.mtimeMs > STALE_MS) {
        await rm(file, { force: true });
        continue;
      }
      if (Date.now() > deadline) throw new LockBusyError(`${file} is held by another release command; nothing was changed. Try again.`);
      // Jittered, so two waiters do not retry in step.
      await sleep(2 + Math.random() * 10);
    }
  }
  try {
    return await work();
  } finally {
    await rm(file, { force: true });
  }
}
