import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { type StaffAccount, type StaffRoleName } from '@hospital/booking-contract';
import { DOCTORS } from '@hospital/hospital-data';
import type { StaffClient } from '../api/staff-client';
import { DoctorOptions } from './DoctorOptions';
import styles from './Desk.module.css';

type Listed = StaffAccount & { disabled: boolean };

/** Admin: staff accounts. New ones get a generated password, shown once to hand over in person. */
export function AccountsPanel({ client, self }: { client: StaffClient; self: string }) {
  const id = useId();
  const [users, setUsers] = useState<Listed[]>([]);
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<StaffRoleName>('desk');
  const [doctor, setDoctor] = useState<string>(DOCTORS[0].slug);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const load = useCallback(async () => {
    const outcome = await client.get<{ users: Listed[] }>('/users');
    if (outcome.ok) setUsers(outcome.value.users);
  }, [client]);
  useEffect(() => {
    void load();
  }, [load]);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await client.post<{ password?: string }>('/users', { username, role, ...(role === 'doctor' ? { doctor } : {}) });
    if (outcome.ok) {
      setMessage({ ok: true, text: `Added ${username}. Password: ${outcome.value.password ?? ''} (shown once: hand it over in person).` });
      setUsername('');
      void load();
    } else setMessage({ ok: false, text: outcome.message });
  };

  const act = async (name: string, action: 'disable' | 'enable' | 'revoke-sessions', done: string) => {
    const outcome = await client.post(`/users/${encodeURIComponent(name)}/${action}`);
    setMessage(outcome.ok ? { ok: true, text: done } : { ok: false, text: outcome.message });
    void load();
  };

  return (
    <section aria-labelledby={`${id}-title`} className={styles.card}>
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        Staff accounts
      </h2>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Username</th>
              <th scope="col">Role</th>
              <th scope="col">State</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {users.map((u) => (
              <tr key={u.username}>
                <td>{u.username}</td>
                <td>
                  {u.role}
                  {u.doctor ? ` (${DOCTORS.find((d) => d.slug === u.doctor)?.name ?? u.doctor})` : ''}
                </td>
                <td>{u.disabled ? 'Disabled' : 'Active'}</td>
                <td>
                  {u.username !== self && (
                    <div className={styles.actions}>
                      {u.disabled ? (
                        <button
                          type="button"
                          className={styles.small}
                          onClick={() => act(u.username, 'enable', `${u.username} can sign in again.`)}
                        >
                          Enable {u.username}
                        </button>
                      ) : (
                        <button
                          type="button"
                          className={styles.small}
                          onClick={() => act(u.username, 'disable', `${u.username} is disabled and signed out.`)}
                        >
                          Disable {u.username}
                        </button>
                      )}
                      <button
                        type="button"
                        className={styles.small}
                        onClick={() => act(u.username, 'revoke-sessions', `${u.username} is signed out everywhere.`)}
                      >
                        Sign {u.username} out everywhere
                      </button>
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <form onSubmit={add} className={styles.toolbar} aria-label="Add an account">
        <div className={styles.field}>
          <label htmlFor={`${id}-username`}>New username</label>
          <input
            id={`${id}-username`}
            value={username}
            required
            autoCapitalize="none"
            spellCheck={false}
            onChange={(e) => setUsername(e.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-role`}>Role</label>
          <select id={`${id}-role`} value={role} onChange={(e) => setRole(e.target.value as StaffRoleName)}>
            <option value="desk">Front desk</option>
            <option value="doctor">Doctor</option>
            <option value="admin">Administrator</option>
          </select>
        </div>
        {role === 'doctor' && (
          <div className={styles.field}>
            <label htmlFor={`${id}-doctor`}>Doctor</label>
            <select id={`${id}-doctor`} value={doctor} onChange={(e) => setDoctor(e.target.value)}>
              <DoctorOptions />
            </select>
          </div>
        )}
        <button type="submit" className={styles.primary}>
          Add account
        </button>
      </form>
      {message && (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? styles.notice : styles.error}>
          {message.text}
        </p>
      )}
    </section>
  );
}
