import { prepareTakeover } from './takeover';

const page = (rootAttributes: string) => {
  const doc = document.implementation.createHTMLDocument('test');
  doc.head.innerHTML = '<title data-prerendered>Saved</title><link rel="stylesheet" href="/a.css">';
  doc.body.innerHTML = `<div id="root" ${rootAttributes}><h1>Saved page</h1></div>`;
  return doc;
};

describe('prepareTakeover', () => {
  it('renders straight into #root when the page was not prerendered', () => {
    const doc = page('');
    const takeover = prepareTakeover(doc);
    expect(takeover.prerendered).toBe(false);
    expect(takeover.container).toBe(doc.getElementById('root'));
    takeover.pageShown();
    expect(doc.documentElement.dataset.live).toBe('true');
    expect(doc.title).toBe('Saved');
  });

  it('keeps the prerendered page until the live one is shown, then swaps them and drops the saved head tags', () => {
    const doc = page('data-prerendered inert');
    const takeover = prepareTakeover(doc);
    expect(takeover.prerendered).toBe(true);
    expect(takeover.container.isConnected).toBe(false);
    takeover.container.innerHTML = '<h1>Live page</h1>';
    expect(doc.querySelector('h1')?.textContent).toBe('Saved page');
    expect(doc.documentElement.dataset.live).toBeUndefined();

    takeover.pageShown();
    takeover.pageShown();
    expect(doc.querySelectorAll('#root')).toHaveLength(1);
    expect(doc.getElementById('root')).toBe(takeover.container);
    expect(doc.querySelector('h1')?.textContent).toBe('Live page');
    expect(doc.querySelector('title')).toBeNull();
    expect(doc.querySelector('link[rel="stylesheet"]')).not.toBeNull();
    expect(doc.documentElement.dataset.live).toBe('true');
  });
});
