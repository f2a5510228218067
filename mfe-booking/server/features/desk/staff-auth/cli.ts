// `npm run staff -w mfe-booking/server -- <command>`: staff accounts in the database the API uses (same
// settings as the API, `.env` included: DATABASE_URL for PostgreSQL, else BOOKING_DATA_DIR). See commands.ts.
import { openConfiguredData } from '../../../data';
import { operatorConfig } from '../../../operator';
import { runStaffCommand } from './commands';

/** Reads a line from the terminal without echoing it. */
function askHidden(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const input = process.stdin;
    process.stdout.write(prompt);
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    let typed = '';
    const done = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      process.stdout.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done();
        if (char === '\u0003') return done(new Error('Cancelled'));
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else if (char >= ' ') typed += char;
      }
    };
    input.on('data', onData);
  });
}

async function main() {
  const config = operatorConfig('npm run staff', import.meta.dirname);
  const data = await openConfiguredData(config);
  try {
    process.exitCode = await runStaffCommand(process.argv.slice(2), {
      store: data.repos.staff,
      print: (line) => console.log(line),
      ...(process.stdin.isTTY ? { askPassword: askHidden } : {}),
    });
  } finally {
    await data.close();
  }
}

main().catch((error: unknown) => {
  console.error('The staff command failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
