import { useEffect, useId, useState, type FormEvent } from 'react';
import { GENDERS, isMinor, type DeskSlotsAnswer, type DeskWalkInAnswer } from '@hospital/booking-contract';
import { DEPARTMENT_NAMES, DOCTORS, doctorsOf, type Language } from '@hospital/hospital-data';
import { DESK_LANGUAGES } from '../data/languages';
import { readableDay } from '../data/patient';
import type { StaffClient } from '../api/staff-client';
import styles from './Desk.module.css';
import type { TokenSlipData } from './TokenSlip';

const FIRST_DEPARTMENT: string = DEPARTMENT_NAMES[0] ?? '';

/** "Dr. X has no clinic today (next free time: Monday, 30 Nov 2026)". */
const noClinicWords = (doctor: string, nextDate: string | null) =>
  `${DOCTORS.find((d) => d.slug === doctor)?.name ?? 'The doctor'} has no clinic today${nextDate ? ` (next free time: ${readableDay(nextDate)})` : ''}`;

/** A patient at the counter: into one of today's free times, or explicitly as an extra beyond capacity. */
export function WalkInPanel({ client, onAdded }: { client: StaffClient; onAdded: (message: string, slip: TokenSlipData) => void }) {
  const id = useId();
  const [fullName, setFullName] = useState('');
  const [age, setAge] = useState('');
  // A baby under one year: age 0 and its months.
  const [months, setMonths] = useState('');
  const baby = age.trim() !== '' && Number(age) === 0;
  // A patient under 18: the parent or guardian whom the messages address.
  const [guardian, setGuardian] = useState('');
  const minor = age.trim() !== '' && isMinor(Number(age));
  const [gender, setGender] = useState('');
  const [phone, setPhone] = useState('');
  // The language of the patient's messages, and where they go besides the phone.
  const [language, setLanguage] = useState<Language>('en');
  const [email, setEmail] = useState('');
  const [whatsapp, setWhatsapp] = useState('');
  const [service, setService] = useState<string>(FIRST_DEPARTMENT);
  const [doctor, setDoctor] = useState<string>(doctorsOf(FIRST_DEPARTMENT)[0]?.slug ?? '');
  const [extra, setExtra] = useState(false);
  const [times, setTimes] = useState<string[] | null>(null);
  // No clinic today (not merely full), and the next day with a free time.
  const [noClinic, setNoClinic] = useState<{ nextDate: string | null } | null>(null);
  const [time, setTime] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Bumped after each walk-in: the time just taken leaves the list.
  const [added, setAdded] = useState(0);

  useEffect(() => {
    if (!doctor) return;
    // Another doctor's times must not stay choosable while this doctor's load.
    setTimes(null);
    setNoClinic(null);
    if (!extra) setTime('');
    const controller = new AbortController();
    const query = new URLSearchParams({ service, doctor });
    client.get<DeskSlotsAnswer>(`/slots?${query.toString()}`, controller.signal).then(
      (outcome) => {
        const free = outcome.ok ? outcome.value.slots.map((s) => s.time) : [];
        setTimes(free);
        setNoClinic(outcome.ok && outcome.value.clinic === false ? { nextDate: outcome.value.nextDate } : null);
        setTime((current) => (extra ? current : (free[0] ?? '')));
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [client, service, doctor, extra, added]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const outcome = await client.post<DeskWalkInAnswer>('/walk-ins', {
      fullName,
      age: Number(age),
      ...(baby ? { ageMonths: months.trim() === '' ? null : Number(months) } : {}),
      ...(minor ? { guardianName: guardian } : {}),
      gender,
      phone,
      language,
      ...(email.trim() ? { email } : {}),
      ...(whatsapp.trim() ? { whatsapp } : {}),
      service,
      doctor,
      time,
      extra,
    });
    if (!outcome.ok) return setError(outcome.message);
    const { reference, token } = outcome.value;
    onAdded(
      `Walk-in ${fullName} added at ${time}${outcome.value.extra ? ' as an extra beyond capacity' : ''} and checked in: token ${token.number} (reference ${reference}).`,
      {
        number: token.number,
        patient: fullName,
        reference,
        doctorName: DOCTORS.find((d) => d.slug === token.doctor)?.name ?? token.doctor,
        arrivedAt: token.arrivedAt,
      },
    );
    // Nothing of this patient is left for the next one.
    setFullName('');
    setAge('');
    setMonths('');
    setGuardian('');
    setGender('');
    setPhone('');
    setLanguage('en');
    setEmail('');
    setWhatsapp('');
    setExtra(false);
    setAdded((n) => n + 1);
  };

  return (
    <section aria-labelledby={`${id}-title`} className={styles.card}>
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        Walk-in
      </h2>
      <form onSubmit={submit} aria-label="Add a walk-in" className={styles.panel} noValidate>
        <div className={styles.toolbar}>
          <div className={`${styles.field} ${styles.grow}`}>
            <label htmlFor={`${id}-name`}>Patient’s full name</label>
            <input id={`${id}-name`} value={fullName} required autoComplete="off" onChange={(e) => setFullName(e.target.value)} />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-age`}>Age</label>
            <input
              id={`${id}-age`}
              value={age}
              inputMode="numeric"
              required
              aria-describedby={`${id}-age-hint`}
              onChange={(e) => setAge(e.target.value)}
            />
            <span id={`${id}-age-hint`} className={styles.hint}>
              Years; 0 for a baby
            </span>
          </div>
          {baby && (
            <div className={styles.field}>
              <label htmlFor={`${id}-months`}>Age in months</label>
              <input id={`${id}-months`} value={months} inputMode="numeric" required onChange={(e) => setMonths(e.target.value)} />
            </div>
          )}
          {minor && (
            <div className={`${styles.field} ${styles.grow}`}>
              <label htmlFor={`${id}-guardian`}>Parent’s or guardian’s name</label>
              <input
                id={`${id}-guardian`}
                value={guardian}
                required
                autoComplete="off"
                aria-describedby={`${id}-guardian-hint`}
                onChange={(e) => setGuardian(e.target.value)}
              />
              <span id={`${id}-guardian-hint`} className={styles.hint}>
                Under 18: messages greet them
              </span>
            </div>
          )}
          <div className={styles.field}>
            <label htmlFor={`${id}-gender`}>Gender</label>
            <select id={`${id}-gender`} value={gender} required onChange={(e) => setGender(e.target.value)}>
              <option value="">Choose</option>
              {GENDERS.map((g) => (
                <option key={g} value={g}>
                  {g}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-phone`}>Phone</label>
            <input id={`${id}-phone`} type="tel" value={phone} required autoComplete="off" onChange={(e) => setPhone(e.target.value)} />
          </div>
        </div>
        <div className={styles.toolbar}>
          <div className={styles.field}>
            {/* Not "Language": a label with "age" in it would answer for the Age field too. */}
            <label htmlFor={`${id}-language`}>Write to the patient in</label>
            <select id={`${id}-language`} value={language} onChange={(e) => setLanguage(e.target.value as Language)}>
              {DESK_LANGUAGES.map(([code, name]) => (
                <option key={code} value={code} lang={code}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <div className={`${styles.field} ${styles.grow}`}>
            <label htmlFor={`${id}-email`}>E-mail (optional)</label>
            <input id={`${id}-email`} type="email" value={email} autoComplete="off" onChange={(e) => setEmail(e.target.value)} />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-whatsapp`}>WhatsApp number (optional)</label>
            <input
              id={`${id}-whatsapp`}
              type="tel"
              value={whatsapp}
              autoComplete="off"
              aria-describedby={`${id}-whatsapp-hint`}
              onChange={(e) => setWhatsapp(e.target.value)}
            />
            <span id={`${id}-whatsapp-hint`} className={styles.hint}>
              10 digits; empty if none
            </span>
          </div>
        </div>
        <div className={styles.toolbar}>
          <div className={styles.field}>
            <label htmlFor={`${id}-service`}>Department</label>
            <select
              id={`${id}-service`}
              value={service}
              onChange={(e) => {
                setService(e.target.value);
                setDoctor(doctorsOf(e.target.value)[0]?.slug ?? '');
              }}
            >
              {DEPARTMENT_NAMES.map((d) => (
                <option key={d} value={d}>
                  {d}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-doctor`}>Doctor</label>
            <select id={`${id}-doctor`} value={doctor} onChange={(e) => setDoctor(e.target.value)}>
              {doctorsOf(service).map((d) => (
                <option key={d.slug} value={d.slug}>
                  {d.name}
                </option>
              ))}
            </select>
          </div>
          <label className={styles.check}>
            <input type="checkbox" checked={extra} onChange={(e) => setExtra(e.target.checked)} />
            Add as an extra beyond capacity
          </label>
          {extra ? (
            <div className={styles.field}>
              <label htmlFor={`${id}-time`}>Time (one of the doctor’s slot times, HH:MM)</label>
              <input id={`${id}-time`} value={time} required placeholder="10:30" onChange={(e) => setTime(e.target.value)} />
            </div>
          ) : (
            <div className={styles.field}>
              <label htmlFor={`${id}-time`}>Free time today</label>
              <select
                id={`${id}-time`}
                value={time}
                required
                disabled={!times || times.length === 0}
                onChange={(e) => setTime(e.target.value)}
              >
                {times?.length === 0 && (
                  <option value="">{noClinic ? noClinicWords(doctor, noClinic.nextDate) : 'No free time left today'}</option>
                )}
                {times?.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div>
          <button type="submit" className={styles.primary}>
            Add the walk-in
          </button>
        </div>
      </form>
    </section>
  );
}
