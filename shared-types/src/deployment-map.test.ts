import { DeploymentMapError, parseDeploymentMap, releaseFolderOf, remoteEntryOf } from './deployment-map';

describe('remoteEntryOf', () => {
  it('names the entry script beside the manifest, on the site or a CDN, keeping a query', () => {
    expect(remoteEntryOf('/remotes/shop/1.0.0_1/mf-manifest.json')).toBe('/remotes/shop/1.0.0_1/remoteEntry.js');
    expect(remoteEntryOf('https://cdn.example/remotes/content/2.0.0_9/mf-manifest.json?v=2')).toBe(
      'https://cdn.example/remotes/content/2.0.0_9/remoteEntry.js?v=2',
    );
  });

  it('leaves an address that is not a manifest as it is', () => {
    expect(remoteEntryOf('/remotes/shop/1.0.0_1/remoteEntry.js')).toBe('/remotes/shop/1.0.0_1/remoteEntry.js');
    expect(remoteEntryOf('/remotes/mf-manifest.json.bak')).toBe('/remotes/mf-manifest.json.bak');
  });
});

describe('releaseFolderOf', () => {
  it('is the folder of the manifest or entry script a map entry names, on the site or a CDN, without a query', () => {
    expect(releaseFolderOf('/remotes/shop/1.0.0_1/mf-manifest.json')).toBe('/remotes/shop/1.0.0_1/');
    expect(releaseFolderOf('https://cdn.example/remotes/content/2.0.0_9/mf-manifest.json?v=2#x')).toBe(
      'https://cdn.example/remotes/content/2.0.0_9/',
    );
    expect(releaseFolderOf('/remotes/booking/3.1.0_4/remoteEntry.js')).toBe('/remotes/booking/3.1.0_4/');
  });
});

describe('parseDeploymentMap', () => {
  it('reads the known remotes and ignores other keys', () => {
    expect(parseDeploymentMap({ shop: '/remotes/shop/1.0.0_1/mf-manifest.json', later: 'x' })).toEqual({
      shop: '/remotes/shop/1.0.0_1/mf-manifest.json',
    });
    expect(parseDeploymentMap({})).toEqual({});
  });

  it('refuses what is not a map, rather than reading it as one with no remotes', () => {
    for (const json of [null, [], 'remotes', 42, { content: '' }, { booking: 7 }, { shop: null }]) {
      expect(() => parseDeploymentMap(json)).toThrow(DeploymentMapError);
    }
  });
});
