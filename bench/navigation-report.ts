import { NAVIGATION_BUDGETS, type MoveFigures } from './navigation';
import { SLOW_PHONE } from './profiles';

const mark = (met: boolean) => (met ? 'met' : '**missed**');
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export interface NavigationResults {
  measuredAt?: string;
  slowPhone: MoveFigures[];
  desktop: MoveFigures[];
}

const budgetOf = (figures: MoveFigures) =>
  figures.profile === SLOW_PHONE.name ? NAVIGATION_BUDGETS.slowPhoneMs : NAVIGATION_BUDGETS.desktopMs;

const moveMet = (f: MoveFigures) => f.moveMs <= budgetOf(f) && f.placeholders === 0 && f.maxShiftAfter === 0;

export function navigationBudgetsMet({ slowPhone, desktop }: NavigationResults): boolean {
  const all = [...slowPhone, ...desktop];
  return all.every(moveMet) && all.every((f) => kb(f.aheadBytes) <= NAVIGATION_BUDGETS.aheadKb);
}

/** The report's section on moves between pages: each move's median against the budget, what was fetched ahead. */
export function renderNavigationReport({ slowPhone, desktop, measuredAt }: NavigationResults, now?: string): string {
  const rows = [...slowPhone, ...desktop].map((f) => {
    const loads = f.runs.map((run) => run.load);
    const ahead = kb(f.aheadBytes);
    const cells = [
      `\`${f.from}\` → \`${f.to}\``,
      f.profile,
      `${f.moveMs} ${mark(f.moveMs <= budgetOf(f))}`,
      `${f.placeholders}/${f.runs.length}`,
      `${f.maxShiftAfter}`,
      `${ahead} ${mark(ahead <= NAVIGATION_BUDGETS.aheadKb)}`,
      `${kb(f.runs.map((run) => run.moveBytes).sort((a, b) => a - b)[Math.floor(f.runs.length / 2)] ?? 0)}`,
      f.runs.map((run) => run.moveMs).join(', '),
      `${Math.min(...loads)}-${Math.max(...loads)}`,
    ];
    return `| ${cells.join(' | ')} |`;
  });
  return `## Moving between pages

Measured ${now ?? measuredAt ?? ''} by \`npm run bench\` (\`bench/navigation.ts\`), the same real throttling and profiles as the first-paint
section, a fresh context for each of ${slowPhone[0]?.runs.length ?? 5} runs a move, medians. Each run is a first visit to the page the move
starts from: the page goes live, the network settles, the visitor uses the page as a reader does (the pointer
crosses it on the desktop, a small scroll on the phone), the network settles again (what the page fetches
ahead of a tap happens by then), and the link is tapped where a visitor finds it (in view; on the phone
through the menu; else scrolled to).
*Tap to content* runs from the click event to the new page's heading in the document with no loading panel.
*Loading panel* counts the runs in which one appeared during the move; *shift after* is the largest layout
shift in the second after the frame that showed the new page. *Fetched ahead* is every byte received after
the page went live and before the tap (the header's pages, the links in view), the budget for a first visit
${NAVIGATION_BUDGETS.aheadKb} KB. Budgets: ${NAVIGATION_BUDGETS.slowPhoneMs} ms on the slow phone, ${NAVIGATION_BUDGETS.desktopMs} ms on the desktop, no loading panel,
nothing moving after. Timings move with the machine's load (last column): read them with it.

| move | profile | tap to content ms | loading panel | shift after | fetched ahead KB | fetched during the move KB | each run ms | load |
|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}
`;
}
