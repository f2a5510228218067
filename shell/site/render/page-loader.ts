// The loader every rendered page carries inline, last in its head (page-html.ts): the shell's own script
// (shell/src/page-loader/), which the shell's build writes beside its server container.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PAGE_LOADER_FILE } from '@hospital/shared-types';

/** The loader of a shell build; refused when it could end the inline script it is written into. */
export async function readPageLoader(shell: string): Promise<string> {
  const text = (await readFile(path.join(shell, PAGE_LOADER_FILE), 'utf8')).trim();
  if (/<\/script|<!--/i.test(text)) throw new Error(`${PAGE_LOADER_FILE} cannot be written inline: it holds "</script" or "<!--"`);
  return text;
}
