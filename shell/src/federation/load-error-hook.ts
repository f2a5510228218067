// Between the federation runtime's plugin and the failure beacon. The plugin runs before any shared package
// can be loaded (importing one there stops the shell: "loadShareSync failed"), so it imports nothing: the
// shell's bootstrap says here what to do with a remote that fails to load.
let listener: ((id: string) => void) | null = null;

export function onRemoteLoadError(next: (id: string) => void): void {
  listener = next;
}

/** A federation request (`hospital_<remote>/...`) that failed to load. */
export function remoteLoadFailed(id: string): void {
  try {
    listener?.(id);
  } catch {
    // Reporting must never change how the load fails.
  }
}
