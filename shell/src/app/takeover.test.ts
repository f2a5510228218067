import { prepareTakeover } from './takeover';

const page = (rootAttributes: string) => {
  const doc = document.implementation.createHTMLDocument('test');
  doc.body.innerHTML = `<div id="root" ${rootAttributes}><h1>Saved page</h1><input name="name" value=""></div>`;
  return doc;
};

describe('prepareTakeover', () => {
  it('renders straight into #root when the page was not prerendered', async () => {
    const doc = page('');
    const takeover = prepareTakeover(doc);
    expect(takeover.prerendered).toBe(false);
    expect(takeover.root).toBe(doc.getElementById('root'));
    takeover.pageShown();
    await Promise.resolve();
    expect(doc.documentElement.dataset.live).toBe('true');
  });

  it('hydrates the prerendered #root in place, and marks the document live once the page is shown', async () => {
    const doc = page('data-prerendered');
    const root = doc.getElementById('root');
    const takeover = prepareTakeover(doc);
    expect(takeover.prerendered).toBe(true);
    expect(takeover.root).toBe(root);
    expect(doc.documentElement.dataset.live).toBeUndefined();
    const typed = jest.fn();
    root?.addEventListener('input', typed);
    doc.querySelector('input')?.setAttribute('value', '');
    (doc.querySelector('input') as HTMLInputElement).value = 'Asha';

    takeover.pageShown();
    takeover.pageShown();
    await Promise.resolve();
    expect(doc.getElementById('root')).toBe(root);
    expect(doc.documentElement.dataset.live).toBe('true');
    // What was typed before is announced once, as an input event.
    expect(typed).toHaveBeenCalledTimes(1);
  });
});
