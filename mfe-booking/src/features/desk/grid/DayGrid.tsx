import { useEffect, useId, useState } from 'react';
import { Link } from '@hospital/router';
import type { DayGridAnswer, GridCell, GridCellKind, GridDoctor } from '@hospital/booking-contract';
import { DEPARTMENTS, doctorNameIn, usePageLanguage, type Language } from '@hospital/hospital-data';
import type { StaffClient } from '../api/staff-client';
import { appointmentSearch } from '../data/address';
import { nameLanguage } from '../data/patient';
import { useNameFonts } from '../hooks/useNameFonts';
import deskStyles from '../components/Desk.module.css';
import { DESK_LANGUAGES } from '../data/languages';
import { GRID_WORDS, gridDay, type GridWords } from './grid-words';

export interface DayGridProps {
  client: StaffClient;
  date: string;
  onDate: (date: string) => void;
  /** Bumped after every change the desk makes: the grid is read again. */
  version: number;
  /** Given to admins: opens the leave panel for that doctor and date. */
  onPlanLeave?: ((doctor: string, date: string) => void) | undefined;
  onSignedOut: (message: string) => void;
}

const CELL_CLASS: Readonly<Record<GridCellKind, string>> = {
  booked: 'cellBooked',
  free: 'cellFree',
  leave: 'cellLeave',
  holiday: 'cellHoliday',
  within: 'cellWithin',
  none: 'cellNone',
};

function Cell({ cell, words }: { cell: GridCell; words: GridWords }) {
  switch (cell.kind) {
    case 'booked':
      return (
        <ul className={deskStyles.gridPatients}>
          {(cell.patients ?? []).map((p) => (
            <li key={p.reference}>
              <Link to={{ search: appointmentSearch(p.reference) }} lang={nameLanguage(p.fullName)} className={deskStyles.gridPatient}>
                {p.fullName}
              </Link>{' '}
              <span className={deskStyles.gridStatus}>
                {words.status[p.status] ?? p.status}
                {p.token !== null && `, ${words.token(p.token)}`}
              </span>
            </li>
          ))}
          {(cell.seatsLeft ?? 0) > 0 && <li className={deskStyles.gridStatus}>{words.seatsFree(cell.seatsLeft ?? 0)}</li>}
        </ul>
      );
    case 'free':
      return <>{(cell.seatsLeft ?? 1) > 1 ? words.seatsFree(cell.seatsLeft ?? 1) : words.free}</>;
    case 'leave':
    case 'holiday':
      return (
        <>
          {cell.kind === 'leave' ? words.onLeave : words.holiday}
          {cell.reason && <span className={deskStyles.gridReason}> ({cell.reason})</span>}
        </>
      );
    case 'within':
      return <>{words.within(cell.slot ?? '')}</>;
    default:
      return <>{words.noClinic}</>;
  }
}

function summaryOf(doctor: GridDoctor, words: GridWords): string {
  const free = doctor.cells.filter((c) => c.kind === 'free').length;
  const booked = doctor.cells.reduce((n, c) => n + (c.patients?.length ?? 0), 0);
  if (free + booked > 0) return words.summary(free, booked);
  if (doctor.cells.some((c) => c.kind === 'leave')) return words.onLeave;
  if (doctor.cells.some((c) => c.kind === 'holiday')) return words.holiday;
  return words.noClinic;
}

/**
 * A day as a table of time × doctor, for planning leave at a glance: each doctor's time booked (who, how
 * far along), free, on leave or without a clinic. The header row and the time column stay in view while
 * the table scrolls; it prints on its own, landscape, without the controls.
 */
export default function DayGrid({ client, date, onDate, version, onPlanLeave, onSignedOut }: DayGridProps) {
  const id = useId();
  const pageLanguage = usePageLanguage();
  const [language, setLanguage] = useState<Language>(pageLanguage);
  const [department, setDepartment] = useState('');
  const [answer, setAnswer] = useState<DayGridAnswer | null>(null);
  const [error, setError] = useState('');
  const words = GRID_WORDS[language];

  useEffect(() => {
    const controller = new AbortController();
    const query = new URLSearchParams({ date, ...(department ? { department } : {}) });
    client.get<DayGridAnswer>(`/day-grid?${query.toString()}`, controller.signal).then(
      (outcome) => {
        if (controller.signal.aborted) return;
        if (outcome.ok) {
          setAnswer(outcome.value);
          setError('');
        } else if (outcome.status === 401) onSignedOut('Your session has ended. Please sign in again.');
        else setError(outcome.message);
      },
      // Rejected only when aborted: a newer read (another date or department) replaced this one.
      () => undefined,
    );
    return () => controller.abort();
  }, [client, date, department, version, onSignedOut]);

  const shown = answer && answer.date === date ? answer : null;
  useNameFonts([words.title, ...(shown?.doctors.flatMap((d) => d.cells.flatMap((c) => c.patients?.map((p) => p.fullName) ?? [])) ?? [])]);
  const departmentName = department ? (words.departments[department] ?? department) : words.everyDepartment;
  const caption = `${gridDay(date, language)}: ${departmentName}`;

  return (
    <section aria-labelledby={`${id}-title`} className={`${deskStyles.day} ${deskStyles.gridSection}`} lang={language}>
      <div className={deskStyles.gridHead}>
        <h2 id={`${id}-title`} className={deskStyles.cardTitle}>
          {words.title}
        </h2>
        {shown && (
          <button type="button" className={`${deskStyles.secondary} ${deskStyles.noPrint}`} onClick={() => window.print()}>
            {words.print}
          </button>
        )}
      </div>
      <form className={`${deskStyles.toolbar} ${deskStyles.noPrint}`} onSubmit={(e) => e.preventDefault()} aria-label={words.title}>
        <div className={deskStyles.field}>
          <label htmlFor={`${id}-date`}>{words.date}</label>
          <input id={`${id}-date`} type="date" value={date} required onChange={(e) => e.target.value && onDate(e.target.value)} />
        </div>
        <div className={deskStyles.field}>
          <label htmlFor={`${id}-department`}>{words.department}</label>
          <select id={`${id}-department`} value={department} onChange={(e) => setDepartment(e.target.value)}>
            <option value="">{words.everyDepartment}</option>
            {DEPARTMENTS.map((d) => (
              <option key={d.name} value={d.name}>
                {words.departments[d.name] ?? d.short}
              </option>
            ))}
          </select>
        </div>
        <div className={deskStyles.field}>
          <label htmlFor={`${id}-language`}>{words.language}</label>
          <select
            id={`${id}-language`}
            value={language}
            onChange={(e) => setLanguage(DESK_LANGUAGES.find(([l]) => l === e.target.value)?.[0] ?? 'en')}
          >
            {DESK_LANGUAGES.map(([l, name]) => (
              <option key={l} value={l} lang={l}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </form>

      {error && (
        <p className={deskStyles.error} role="alert">
          {error}
        </p>
      )}
      {!shown && !error && <p className={deskStyles.muted}>{words.reading}</p>}
      {shown && shown.times.length === 0 && <p className={deskStyles.muted}>{words.nobody}</p>}
      {shown && shown.times.length > 0 && (
        // Focusable, so the keyboard can scroll a grid wider or taller than the screen.
        <div className={deskStyles.gridScroller} role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
          <table className={deskStyles.gridTable} style={{ ['--grid-doctors' as string]: shown.doctors.length }}>
            <caption id={`${id}-caption`} className={deskStyles.gridCaption}>
              {caption}
            </caption>
            <thead>
              <tr>
                <th scope="col" className={deskStyles.gridTimeHead}>
                  {words.time}
                </th>
                {shown.doctors.map((d) => {
                  const name = doctorNameIn(language, d.doctor, d.doctorName);
                  return (
                    <th key={d.doctor} scope="col" data-doctor={d.doctor}>
                      <span className={deskStyles.gridDoctorName}>{name}</span>
                      <span className={deskStyles.gridSummary}>{summaryOf(d, words)}</span>
                      {onPlanLeave && (
                        <button
                          type="button"
                          className={`${deskStyles.small} ${deskStyles.noPrint}`}
                          aria-label={words.planLeaveFor(name)}
                          onClick={() => onPlanLeave(d.doctor, date)}
                        >
                          {words.planLeave}
                        </button>
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {shown.times.map((time, row) => (
                <tr key={time}>
                  <th scope="row" className={deskStyles.gridTime}>
                    {time}
                  </th>
                  {shown.doctors.map((d) => {
                    const cell = d.cells[row] ?? { kind: 'none' as const };
                    return (
                      <td key={d.doctor} data-doctor={d.doctor} data-kind={cell.kind} className={deskStyles[CELL_CLASS[cell.kind]]}>
                        <Cell cell={cell} words={words} />
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
