import { FIRST_PAINT_BUDGETS, type FirstPaintFigures } from './first-paint';
import { SLOW_PHONE } from './profiles';

const mark = (met: boolean) => (met ? 'met' : '**missed**');
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export interface FirstPaintResults {
  slowPhone: FirstPaintFigures[];
  desktop: FirstPaintFigures[];
}

export function firstPaintBudgetsMet({ slowPhone, desktop }: FirstPaintResults): boolean {
  const home = slowPhone.find((figures) => figures.page === '/');
  return (
    slowPhone.every((f) => f.gapMs <= FIRST_PAINT_BUDGETS.slowPhoneGapMs) &&
    desktop.every((f) => f.gapMs <= FIRST_PAINT_BUDGETS.desktopGapMs) &&
    (!home || kb(home.wireBytes) <= FIRST_PAINT_BUDGETS.homeWireKb)
  );
}

/** The report's section on the first paint: each page's medians against the budgets, and the machine's load. */
export function renderFirstPaintReport({ slowPhone, desktop }: FirstPaintResults): string {
  const rows = [...slowPhone, ...desktop].map((figures) => {
    const phone = figures.profile === SLOW_PHONE.name;
    const gapBudget = phone ? FIRST_PAINT_BUDGETS.slowPhoneGapMs : FIRST_PAINT_BUDGETS.desktopGapMs;
    const wire = kb(figures.wireBytes);
    const homeWire = figures.page === '/' && phone;
    const loads = figures.runs.map((run) => run.load);
    const cells = [
      `\`${figures.page}\``,
      figures.profile,
      `${figures.firstPaintMs}`,
      `${figures.answersInputMs}`,
      `${figures.gapMs} ${mark(figures.gapMs <= gapBudget)}`,
      `${wire}${homeWire ? ` ${mark(wire <= FIRST_PAINT_BUDGETS.homeWireKb)}` : ''}`,
      `${figures.runs.map((run) => run.gapMs).join(', ')}`,
      `${Math.min(...loads)}-${Math.max(...loads)}`,
    ];
    return `| ${cells.join(' | ')} |`;
  });
  return `## Usable from the first paint

Measured by \`npm run bench\` (\`bench/first-paint.ts\`): Playwright over the DevTools protocol with real
throttling, a fresh browser context for each of ${slowPhone[0]?.runs.length ?? 5} first visits a page, medians. **Slow phone**: ${SLOW_PHONE.latencyMs} ms
added to every request, ${(SLOW_PHONE.downloadBytesPerSecond * 8) / 1_000_000} Mbit/s down, ${(SLOW_PHONE.uploadBytesPerSecond * 8) / 1000} kbit/s up, CPU slowed ${SLOW_PHONE.cpuRate}×,
${SLOW_PHONE.viewport.width}×${SLOW_PHONE.viewport.height} at ${SLOW_PHONE.deviceScaleFactor}× with touch. **Desktop**: no throttling, 1350×940.
*First paint* is the page's first-contentful-paint entry. *Answers input* is when \`<html data-live>\` is set
(the live page's handlers are attached) or, if that happened inside a long task, when that task ended: the
moment a tap would be handled by the live page (before it, the plain HTML page already follows links, opens
its menus and takes typing). *Gap* is the median of each run's difference. *Over the wire* counts every
byte received, headers included, until the network was idle after the page went live; the runs ask for
Save-Data, so this is the first load alone (what the live page fetches ahead of a tap is in "Moving between pages"). Budgets: gap ≤
${FIRST_PAINT_BUDGETS.slowPhoneGapMs} ms on the slow phone and ≤ ${FIRST_PAINT_BUDGETS.desktopGapMs} ms on the desktop; a first visit to \`/\` at most
${FIRST_PAINT_BUDGETS.homeWireKb} KB (40 % of the 668 KB before compression). Timings move with the machine's load (the last
column, 1-minute load average on 2 cores, min-max over the runs): read them with it.

| page | profile | first paint ms | answers input ms | gap ms | over the wire KB | gap of each run | load |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}
`;
}
