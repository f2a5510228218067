// The production servers write one JSON line per event (pino's fields: level, time, pid, hostname, msg); this
// makes the console say the same, so what the servers' own code, a dependency or Node's warnings print is
// a JSON line too.
import { hostname } from 'node:os';
import { format } from 'node:util';

const LEVELS = { debug: 20, info: 30, log: 30, warn: 40, error: 50 } as const;

/** One pino-shaped JSON line. */
export const jsonLine = (level: number, message: string): string =>
  `${JSON.stringify({ level, time: Date.now(), pid: process.pid, hostname: hostname(), msg: message })}\n`;

/** Turns console.debug/info/log (standard output) and warn/error (standard error) and Node's warnings into JSON lines. */
export function installJsonConsole(): void {
  for (const [method, level] of Object.entries(LEVELS) as Array<[keyof typeof LEVELS, number]>) {
    const stream = level >= LEVELS.warn ? process.stderr : process.stdout;
    console[method] = (...args: unknown[]) => void stream.write(jsonLine(level, format(...args)));
  }
  process.removeAllListeners('warning');
  process.on('warning', (warning) => process.stderr.write(jsonLine(LEVELS.warn, `${warning.name}: ${warning.message}`)));
}

/**
 * A refusal to start, for the operator: as text at a terminal, else (a service manager's log) one JSON line
 * holding the same text.
 */
export function writeRefusal(text: string): void {
  process.stderr.write(process.stderr.isTTY ? `${text}\n` : jsonLine(60, text));
}
