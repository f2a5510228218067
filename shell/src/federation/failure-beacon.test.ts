import shellRuntimePlugin from './runtime-plugin';
import {
  BEACON_URL,
  configureFailureBeacon,
  remoteOfError,
  remoteOfRequest,
  reportRemoteFailure,
  watchUncaughtRemoteErrors,
} from './failure-beacon';
import { keepEarlyErrors, takeEarlyErrors } from './early-errors';
import { onRemoteLoadError } from './load-error-hook';

const map = { shop: '/remotes/shop/2.1.0_7/mf-manifest.json', content: '/remotes/content/1.0.0_1/mf-manifest.json' };

describe('the failure beacon', () => {
  it('sends the remote, its release, the kind and the route pattern, once per page, and nothing of the address', () => {
    const sent: Array<[string, string]> = [];
    window.history.pushState({}, '', '/shop/products/ravi-kumar-order?name=Ravi');
    configureFailureBeacon({ map, routeOf: () => '/shop/products/:slug', send: (url, body) => sent.push([url, body]) });
    reportRemoteFailure('shop', 'error');
    reportRemoteFailure('shop', 'error');
    reportRemoteFailure('shop', 'load-failed');
    expect(sent).toEqual([
      [BEACON_URL, JSON.stringify({ remote: 'shop', release: '2.1.0_7', kind: 'error', route: '/shop/products/:slug' })],
      [BEACON_URL, JSON.stringify({ remote: 'shop', release: '2.1.0_7', kind: 'load-failed', route: '/shop/products/:slug' })],
    ]);
    expect(sent.join()).not.toContain('Ravi');
  });

  it('is what the federation runtime hook errorLoadRemote reports, and the runtime then fails as it would', async () => {
    const sent: string[] = [];
    window.history.pushState({}, '', '/about');
    configureFailureBeacon({ map, routeOf: () => '/about', send: (_url, body) => sent.push(body) });
    // As the shell's bootstrap wires it.
    onRemoteLoadError((id) => {
      const remote = remoteOfRequest(id);
      if (remote) reportRemoteFailure(remote, 'load-failed');
    });
    const hook = shellRuntimePlugin().errorLoadRemote as (args: { id: string }) => unknown;
    expect(await hook({ id: 'hospital_content/remote' })).toBeUndefined();
    expect(sent.map((body) => JSON.parse(body) as { remote: string; kind: string })).toEqual([
      expect.objectContaining({ remote: 'content', kind: 'load-failed' }),
    ]);
  });

  it('knows the error of a remote by its release folder in the stack', () => {
    expect(remoteOfError(map, 'Error: x\n    at https://site.example/remotes/shop/2.1.0_7/static/js/page.js:1:2')).toBe('shop');
    expect(remoteOfError(map, 'Error: x\n    at https://site.example/static/js/main.js:1:2')).toBeUndefined();
  });

  it('reports a remote script that failed while the page started, before it knew the deployment map', () => {
    const sent: string[] = [];
    window.history.pushState({}, '', '/doctors');
    const target = new EventTarget() as unknown as Window;
    keepEarlyErrors(target);
    // The remote's file throws as it runs, alongside the shell's own scripts: nothing is configured yet.
    const thrown = new Error('a broken release');
    thrown.stack = 'Error: a broken release\n    at https://site.example/remotes/content/1.0.0_1/static/js/doctors.js:1:1';
    target.dispatchEvent(Object.assign(new Event('error'), { filename: '', error: thrown }));
    configureFailureBeacon({ map, routeOf: () => '/doctors', send: (_url, body) => sent.push(body) });
    watchUncaughtRemoteErrors(target, takeEarlyErrors());
    expect(sent.map((body) => JSON.parse(body) as { remote: string; kind: string })).toEqual([
      expect.objectContaining({ remote: 'content', kind: 'error', route: '/doctors' }),
    ]);
    expect(takeEarlyErrors()).toEqual([]);
  });
});
