// What `npm run staff -w mfe-booking/server -- …` does: the accounts of the appointments desk. There is no
// default account and no default password: the first admin is made here.
import { randomBytes } from 'node:crypto';
import { DOCTORS } from '@hospital/hospital-data';
import { hashPassword, passwordProblem } from './passwords';
import { isStaffRole, type StaffStore } from './types';

export const STAFF_USAGE = `Usage: npm run staff -w mfe-booking/server -- <command>

  add-user <name> --role <desk|doctor|admin> [--doctor <slug>] [--generate]
                                  a new account; asks for its password on a terminal, or makes one up
                                  and prints it (always with --generate, or when not on a terminal)
  list                            every account, its role and whether it is disabled
  reset-password <name> [--generate]  a new password; the account's sessions end
  disable <name>                  the account can no longer sign in; its sessions end
  enable <name>                   undoes disable
  revoke-sessions <name>          signs the account out everywhere

Doctors: ${DOCTORS.map((d) => d.slug).join(', ')}.`;

export interface StaffCommandContext {
  store: StaffStore;
  print: (line: string) => void;
  /** Asks for a password without showing it; undefined when there is no terminal to ask on. */
  askPassword?: (prompt: string) => Promise<string>;
}

class UsageError extends Error {}

const option = (args: string[], name: string): string | undefined => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};

const nameArg = (value: string | undefined): string => {
  const name = (value ?? '').trim().toLowerCase();
  if (!/^[a-z0-9][a-z0-9._-]{0,63}$/.test(name))
    throw new UsageError(`A username is 1 to 64 lower-case letters, digits, dots, dashes or underscores.\n\n${STAFF_USAGE}`);
  return name;
};

/** 24 characters from a CSPRNG (144 bits). */
export const generatePassword = () => randomBytes(18).toString('base64url');

async function newPassword(args: string[], context: StaffCommandContext, who: string): Promise<{ password: string; generated: boolean }> {
  if (args.includes('--generate') || !context.askPassword) return { password: generatePassword(), generated: true };
  for (let attempt = 0; attempt < 3; attempt++) {
    const password = await context.askPassword(`New password for ${who} (leave empty to generate one): `);
    if (password === '') return { password: generatePassword(), generated: true };
    const problem = await passwordProblem(password, who);
    if (problem) {
      context.print(problem);
      continue;
    }
    if ((await context.askPassword('The same password again: ')) === password) return { password, generated: false };
    context.print('The two passwords differ.');
  }
  throw new UsageError('No password was set.');
}

export async function runStaffCommand(argv: string[], context: StaffCommandContext): Promise<number> {
  const [command, ...args] = argv;
  const { store, print } = context;
  try {
    switch (command) {
      case 'add-user': {
        const username = nameArg(args[0]);
        const role = option(args, '--role');
        if (!isStaffRole(role)) throw new UsageError(`--role must be desk, doctor or admin.\n\n${STAFF_USAGE}`);
        const doctor = role === 'doctor' ? option(args, '--doctor') : undefined;
        if (role === 'doctor' && !DOCTORS.some((d) => d.slug === doctor))
          throw new UsageError(`A doctor account needs --doctor with one of: ${DOCTORS.map((d) => d.slug).join(', ')}`);
        if (await store.findUser(username)) throw new UsageError(`There is already an account called ${username}.`);
        const { password, generated } = await newPassword(args, context, username);
        const at = Date.now();
        if (
          (await store.createUser({
            username,
            role,
            doctor: doctor ?? null,
            passwordHash: await hashPassword(password),
            createdAt: at,
            passwordChangedAt: at,
          })) === 'exists'
        ) {
          throw new UsageError(`There is already an account called ${username}.`);
        }
        print(`Added ${username} (${role}${doctor ? `, ${doctor}` : ''}).`);
        if (generated) print(`Password: ${password}\nGive it to ${username} in person; it is not shown again.`);
        return 0;
      }
      case 'list': {
        const users = await store.listUsers();
        if (users.length === 0) print('No accounts yet: add the first admin with add-user <name> --role admin.');
        for (const u of users) print(`${u.username}\t${u.role}${u.doctor ? ` (${u.doctor})` : ''}${u.disabled ? '\tdisabled' : ''}`);
        return 0;
      }
      case 'reset-password': {
        const username = nameArg(args[0]);
        if (!(await store.findUser(username))) throw new UsageError(`There is no account called ${username}.`);
        const { password, generated } = await newPassword(args, context, username);
        await store.setPassword(username, await hashPassword(password), Date.now());
        print(`New password set for ${username}; every session of the account has ended.`);
        if (generated) print(`Password: ${password}`);
        return 0;
      }
      case 'disable':
      case 'enable': {
        const username = nameArg(args[0]);
        if (!(await store.setDisabled(username, command === 'disable'))) throw new UsageError(`There is no account called ${username}.`);
        print(command === 'disable' ? `${username} is disabled and signed out everywhere.` : `${username} can sign in again.`);
        return 0;
      }
      case 'revoke-sessions': {
        const username = nameArg(args[0]);
        if (!(await store.findUser(username))) throw new UsageError(`There is no account called ${username}.`);
        const n = await store.revokeSessions(username);
        print(`Ended ${n} session${n === 1 ? '' : 's'} of ${username}.`);
        return 0;
      }
      default:
        print(STAFF_USAGE);
        return command === undefined || command === 'help' || command === '--help' ? 0 : 2;
    }
  } catch (error) {
    if (error instanceof UsageError) {
      print(error.message);
      return 2;
    }
    throw error;
  }
}
