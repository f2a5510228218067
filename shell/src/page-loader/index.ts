// The loader's entry (rspack.factory.mjs builds it alone, for the site server to inline in each rendered page):
// the page's files are in the data block the site server wrote just before it.
import { PAGE_START_ID, type PageStart } from '@hospital/shared-types';
import { startPage } from './page-loader';

function readPageStart(): PageStart | null {
  try {
    return JSON.parse(document.getElementById(PAGE_START_ID)?.textContent ?? 'null') as PageStart | null;
  } catch {
    return null;
  }
}

const start = readPageStart();
if (start) startPage(start);
