import { Baby, Bone, Ear, HeartPulse, Stethoscope, Utensils, type LucideIcon } from 'lucide-react';
import type { DepartmentIconKey } from '../data/departments/types';

const icons: Record<DepartmentIconKey, LucideIcon> = {
  stethoscope: Stethoscope,
  baby: Baby,
  bone: Bone,
  'heart-pulse': HeartPulse,
  utensils: Utensils,
  ear: Ear,
};

/** The department's icon (decorative: the department name is always next to it). */
export function DepartmentIcon({ icon, size = 28 }: { icon: DepartmentIconKey; size?: number }) {
  const Icon = icons[icon];
  return <Icon size={size} strokeWidth={1.75} aria-hidden="true" focusable="false" />;
}
