// The staff accounts an admin manages from the console: the list, a new account, disabling (which signs
// it out everywhere), enabling, and signing an account out everywhere.
import { hashPassword } from './passwords';
import type { StaffRole, StaffStore, StaffUser } from './types';

export interface NewStaffAccount {
  username: string;
  role: StaffRole;
  doctor: string | null;
  password: string;
}

export function createStaffAccounts(store: Pick<StaffStore, 'listUsers' | 'createUser' | 'setDisabled' | 'findUser' | 'revokeSessions'>) {
  return {
    list: (): Promise<StaffUser[]> => store.listUsers(),

    async add({ username, role, doctor, password }: NewStaffAccount): Promise<'created' | 'exists'> {
      const at = Date.now();
      return store.createUser({ username, role, doctor, passwordHash: await hashPassword(password), createdAt: at, passwordChangedAt: at });
    },

    /** False when there is no such account. */
    setDisabled: (username: string, disabled: boolean): Promise<boolean> => store.setDisabled(username, disabled),

    /** How many sessions ended; null when there is no such account. */
    async revokeSessions(username: string): Promise<number | null> {
      if (!(await store.findUser(username))) return null;
      return store.revokeSessions(username);
    },
  };
}

export type StaffAccounts = ReturnType<typeof createStaffAccounts>;
