import { registerGlobalPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { meetsSimpleRange } from './version-range';
import { remoteLoadFailed } from './load-error-hook';

/** The same patience for a remote's entry script as for any chunk (output.chunkLoadTimeout). */
export const ENTRY_TIMEOUT_MS = 120_000;

type ResolveShare = NonNullable<ModuleFederationRuntimePlugin['resolveShare']>;
type ShareArgs = Parameters<ResolveShare>[0];

/**
 * A shared singleton in the range its consumer asked for, handed over as the runtime would (the one version
 * there is) without the runtime's general semver parser, when the range is an exact version or a caret range
 * (version-range.ts). A version out of range (the runtime warns), any other range, a strict version or
 * tree-shaken sharing is left to the runtime.
 */
export function resolveSingletonQuickly(args: ShareArgs): ShareArgs {
  const { shareInfo, shareScopeMap, scope, pkgName, version } = args;
  const { singleton, requiredVersion, strictVersion } = shareInfo.shareConfig ?? {};
  if (!singleton || strictVersion || shareInfo.treeShaking || !version || typeof requiredVersion !== 'string') return args;
  if (meetsSimpleRange(version, requiredVersion) !== true) return args;
  return {
    ...args,
    resolver: () => {
      const shared = shareScopeMap[scope]?.[pkgName]?.[version];
      return shared ? { shared, useTreesShaking: false } : undefined;
    },
  };
}

/** Global: every container's runtime instance takes it when it starts, the remotes' as well as the shell's. */
const singletonVersions: ModuleFederationRuntimePlugin = { name: 'hospital-singleton-versions', resolveShare: resolveSingletonQuickly };

export default function shellRuntimePlugin(): ModuleFederationRuntimePlugin {
  registerGlobalPlugins([singletonVersions]);
  return {
    name: 'hospital-shell',
    createScript({ url }) {
      const script = document.createElement('script');
      script.src = url;
      script.crossOrigin = 'anonymous';
      return { script, timeout: ENTRY_TIMEOUT_MS };
    },
    // A remote whose files do not load counts against its release; the runtime then fails as it would.
    errorLoadRemote({ id }) {
      remoteLoadFailed(id);
      return undefined;
    },
  };
}
