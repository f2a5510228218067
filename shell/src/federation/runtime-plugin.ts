import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The same patience for a remote's entry script as for any chunk (output.chunkLoadTimeout). */
export const ENTRY_TIMEOUT_MS = 120_000;

export default function shellRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'hospital-shell',
    createScript({ url }) {
      const script = document.createElement('script');
      script.src = url;
      script.crossOrigin = 'anonymous';
      return { script, timeout: ENTRY_TIMEOUT_MS };
    },
  };
}
