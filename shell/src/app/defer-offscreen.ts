// The takeover puts a whole page on screen at once, and the phone styles, lays out and paints all of it in
// one long task. Sections far from the screen need none of that yet: each is drawn when the reader nears
// it, held meanwhile at the height the prerendered page measured for it, so nothing moves when it appears.

const SECTIONS = 'main .remote-page > section';
const DRAWN_OR_SKIPPED = 'contentvisibilityautostatechange';

/** Marks the live page's sections that lie more than a screen away from view to be drawn when near. */
export function deferOffscreenSections(saved: HTMLElement, live: HTMLElement, view: Window): void {
  // Without the event the containment could not be lifted again (it clips what overflows a section).
  if (!(`on${DRAWN_OR_SKIPPED}` in live)) return;
  const twins = saved.querySelectorAll(SECTIONS);
  const sections = live.querySelectorAll<HTMLElement>(SECTIONS);
  if (twins.length !== sections.length) return;
  sections.forEach((section, index) => {
    const box = twins.item(index).getBoundingClientRect();
    if (box.bottom > -view.innerHeight && box.top < 2 * view.innerHeight) return;
    // Boxes are border-box sized (base.css): this height is the whole section's, padding included.
    section.style.setProperty('content-visibility', 'auto');
    section.style.height = `${box.height}px`;
    const release = (event: Event) => {
      if ((event as Event & { skipped: boolean }).skipped) return;
      section.removeEventListener(DRAWN_OR_SKIPPED, release);
      section.style.removeProperty('content-visibility');
      section.style.removeProperty('height');
    };
    section.addEventListener(DRAWN_OR_SKIPPED, release);
  });
}
