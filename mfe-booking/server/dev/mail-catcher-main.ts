// `npm start` runs this beside the API when no SMTP_URL is given: a real SMTP server on loopback that
// keeps each mail as an .eml file (open one with any mail program), so every message can be read.
import path from 'node:path';
import { startMailCatcher } from './mail-catcher';

async function main() {
  const port = Number(process.env.MAIL_CATCHER_PORT ?? 8082);
  const folder = path.resolve(process.env.MAIL_CATCHER_DIR ?? path.join('.data', 'mail'));
  const catcher = await startMailCatcher({ port, folder });
  // The starter waits for this line.
  console.log(`mail catcher ready on ${catcher.url}, saving to ${folder}`);
  const stop = () => void catcher.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error('The mail catcher could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
