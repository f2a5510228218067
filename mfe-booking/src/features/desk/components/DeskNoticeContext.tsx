import { createContext, useContext, type ReactNode } from 'react';
import type { DeskNotice } from '../hooks/useDeskActions';

export interface DeskNoticeState {
  notice: DeskNotice | null;
  onUndo: (notice: DeskNotice) => void;
  /** How many places show the notice now: none, and the top of the desk shows it. */
  placedCount: number;
  /** A place starts (+1) or stops (-1) showing the notice. */
  placed: (change: 1 | -1) => void;
}

const DeskNoticeContext = createContext<DeskNoticeState>({
  notice: null,
  onUndo: () => undefined,
  placedCount: 0,
  placed: () => undefined,
});

export const DeskNoticeProvider = ({ value, children }: { value: DeskNoticeState; children: ReactNode }) => (
  <DeskNoticeContext.Provider value={value}>{children}</DeskNoticeContext.Provider>
);

export const useDeskNotice = () => useContext(DeskNoticeContext);

/** Whether the notice belongs here: this place, and this row when one is named. */
export function useNoticeHere(place: string, reference?: string): DeskNotice | null {
  const { notice } = useDeskNotice();
  if (!notice || notice.place !== place) return null;
  if (reference !== undefined && notice.reference !== reference) return null;
  return notice;
}
