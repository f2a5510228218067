// The held Pay Now booking of this tab, kept across a reload: only its manage link (the patient's own
// secret, in their e-mail too), never their details. What it shows is read back from the server by that
// link, so a reload shows this tab's booking as it stands now, and a closed tab forgets it.
const KEY = 'booking.held';

const store = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

export function rememberHeld(manageUrl: string): void {
  try {
    store()?.setItem(KEY, manageUrl);
  } catch {
    // Storage full or refused: the hold still works, it is only not kept over a reload.
  }
}

export function forgetHeld(): void {
  store()?.removeItem(KEY);
}

export const heldLink = (): string | null => store()?.getItem(KEY) ?? null;
