import { deferOffscreenSections } from './defer-offscreen';

const SCREEN = 800;

/** A page of `count` sections, each a screen tall, laid out one under the other. */
function page(count: number) {
  const root = document.createElement('div');
  root.innerHTML = `<main><div class="remote-page">${'<section></section>'.repeat(count)}</div></main>`;
  root.querySelectorAll('section').forEach((section, index) => {
    const top = index * SCREEN;
    section.getBoundingClientRect = () => ({ top, bottom: top + SCREEN - 100, height: SCREEN - 100 }) as DOMRect;
  });
  return root;
}

const view = { innerHeight: SCREEN } as Window;
const sections = (root: HTMLElement) => [...root.querySelectorAll('section')];
const deferred = (root: HTMLElement) => sections(root).map((section) => section.style.getPropertyValue('content-visibility') === 'auto');

const visibilityChange = (skipped: boolean) => Object.assign(new Event('contentvisibilityautostatechange'), { skipped });

describe('deferOffscreenSections', () => {
  describe('where the browser tells when a section is drawn', () => {
    beforeAll(() => Object.defineProperty(HTMLElement.prototype, 'oncontentvisibilityautostatechange', { value: null, configurable: true }));
    afterAll(() => Reflect.deleteProperty(HTMLElement.prototype, 'oncontentvisibilityautostatechange'));

    it('leaves the sections on and next to the screen alone and holds the far ones at the height the saved page measured', () => {
      const live = page(5);
      deferOffscreenSections(page(5), live, view);
      expect(deferred(live)).toEqual([false, false, true, true, true]);
      expect(sections(live)[2]?.style.height).toBe('700px');
    });

    it('draws a section normally again once the reader nears it', () => {
      const live = page(4);
      deferOffscreenSections(page(4), live, view);
      const far = sections(live)[3] as HTMLElement;
      far.dispatchEvent(visibilityChange(true));
      expect(far.style.getPropertyValue('content-visibility')).toBe('auto');
      far.dispatchEvent(visibilityChange(false));
      expect(far.style.getPropertyValue('content-visibility')).toBe('');
      expect(far.style.height).toBe('');
    });

    it('changes nothing when the live page does not have the saved page’s sections', () => {
      const live = page(4);
      deferOffscreenSections(page(3), live, view);
      expect(deferred(live)).toEqual([false, false, false, false]);
    });
  });

  it('changes nothing where the browser cannot tell when a section is drawn', () => {
    const live = page(5);
    deferOffscreenSections(page(5), live, view);
    expect(deferred(live)).toEqual([false, false, false, false, false]);
  });
});
