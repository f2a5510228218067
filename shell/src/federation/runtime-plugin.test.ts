import { resolveSingletonQuickly } from './runtime-plugin';

type Args = Parameters<typeof resolveSingletonQuickly>[0];

const entry = { version: '19.3.1', from: 'shell' };

function args(shareConfig: Record<string, unknown>, version = '19.3.1'): Args {
  const fallback = jest.fn(() => undefined);
  // The runtime's own types for a share scope are wide; this test needs one entry of it.
  return {
    shareScopeMap: { default: { react: { '19.3.1': entry } } },
    scope: 'default',
    pkgName: 'react',
    version,
    shareInfo: { from: 'hospital_shop', shareConfig },
    GlobalFederation: {},
    resolver: fallback,
  } as unknown as Args;
}

afterEach(() => jest.restoreAllMocks());

describe('resolving a shared singleton', () => {
  it('hands over the one version there is when it is in the asked range, without a warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const given = args({ singleton: true, requiredVersion: '^19.3.0' });
    const resolved = resolveSingletonQuickly(given);
    expect(resolved.resolver).not.toBe(given.resolver);
    expect(resolved.resolver()).toEqual({ shared: entry, useTreesShaking: false });
    expect(warn).not.toHaveBeenCalled();
  });

  it('leaves a version out of range (the runtime warns), other ranges, strict versions and modules that are not singletons to the runtime', () => {
    for (const shareConfig of [
      { singleton: true, requiredVersion: '^20.0.0' },
      { singleton: true, requiredVersion: '~19.3.0' },
      { singleton: true, requiredVersion: '^19.3.0', strictVersion: true },
      { singleton: false, requiredVersion: '^19.3.0' },
      { singleton: true, requiredVersion: false },
    ]) {
      const given = args(shareConfig);
      expect(resolveSingletonQuickly(given)).toBe(given);
    }
  });
});
