// A static export has no server to redirect an alias: each alias is a page of its own that moves the browser on.
import { aliasesOf, exportedFile, movedPage } from './export';

describe('the static export', () => {
  it('writes each address where a static host looks for it', () => {
    expect(['/', '/about', '/te', '/te/product-single/bp-monitor'].map(exportedFile)).toEqual([
      'index.html',
      'about.html',
      'te.html',
      'te/product-single/bp-monitor.html',
    ]);
  });

  it("gives every exported route's aliases, in the address's language, and nothing else", () => {
    expect(aliasesOf(['/appoinment', '/te/order_received', '/hi/product-single/bp-monitor', '/about', '/appoinment/manage'])).toEqual([
      { from: '/appointment', to: '/appoinment' },
      { from: '/te/order-received', to: '/te/order_received' },
      { from: '/hi/shop-single/bp-monitor', to: '/hi/product-single/bp-monitor' },
    ]);
  });

  it("moves the browser on at once, without a script (the site's policy allows none inline)", () => {
    const page = movedPage('/te/appoinment');
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/te/appoinment">');
    expect(page).toMatch(/<link rel="canonical" href="https:\/\/[^"]+\/te\/appoinment">/);
    expect(page).not.toContain('<script');
  });
});
