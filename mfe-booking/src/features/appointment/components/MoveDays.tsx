import { useEffect, useState } from 'react';
import { forgetFreeDays } from '../api/free-days.resource';
import { useFreeDays } from '../hooks/useFreeDays';
import { DayStrip } from './DayStrip';

interface MoveDaysProps {
  id: string;
  service: string;
  doctor: string;
  value: string;
  onChange: (date: string) => void;
  /** Changes after a refused time: the days are asked afresh. */
  round: number;
  /** The booking window's last day, once the days' answer names it. */
  onLastDay: (date: string) => void;
}

/** The booking form's strip of free days for the manage page's move step (loaded only when a move starts). */
export default function MoveDays({ id, service, doctor, value, onChange, round, onLastDay }: MoveDaysProps) {
  // Each move step starts from fresh days: a move made a moment ago changed them.
  useState(forgetFreeDays);
  const { state: days, reload } = useFreeDays(service, doctor);
  useEffect(() => {
    if (round === 0) return;
    forgetFreeDays();
    reload();
  }, [round, reload]);
  const until = days.status === 'ready' ? days.answer.bookableUntil : '';
  useEffect(() => {
    if (until) onLastDay(until);
  }, [until, onLastDay]);
  return <DayStrip id={id} days={days} value={value} onChange={onChange} onRetry={reload} />;
}
