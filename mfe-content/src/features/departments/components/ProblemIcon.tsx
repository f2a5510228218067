import {
  Activity, Ambulance, Baby, Bone, Brain, Bug, CalendarCheck, CircleDot, ClipboardCheck, Droplet, Droplets, Dumbbell,
  Ear, Flame, Flower, Footprints, Gauge, GlassWater, Hand, Heart, HeartHandshake, HeartPulse, Mic, Milk, Moon, Orbit,
  PersonStanding, Pill, Ribbon, RotateCcw, Scale, Scissors, ShieldCheck, ShieldPlus, Siren, Sparkles, Stethoscope, Sun,
  Thermometer, Utensils, Volume2, Wind, type LucideIcon,
} from 'lucide-react';

/** Icons the department data names, drawn in each common-problem tile. */
export const problemIcons: Record<string, LucideIcon> = {
  activity: Activity, ambulance: Ambulance, baby: Baby, bone: Bone, brain: Brain, bug: Bug,
  'calendar-check': CalendarCheck, 'circle-dot': CircleDot, 'clipboard-check': ClipboardCheck, droplet: Droplet,
  droplets: Droplets, dumbbell: Dumbbell, ear: Ear, flame: Flame, flower: Flower, footprints: Footprints, gauge: Gauge,
  'glass-water': GlassWater, hand: Hand, heart: Heart, 'heart-handshake': HeartHandshake, 'heart-pulse': HeartPulse,
  mic: Mic, milk: Milk, moon: Moon, orbit: Orbit, 'person-standing': PersonStanding, pill: Pill, ribbon: Ribbon,
  'rotate-ccw': RotateCcw, scale: Scale, scissors: Scissors, 'shield-check': ShieldCheck, 'shield-plus': ShieldPlus,
  siren: Siren, sparkles: Sparkles, sun: Sun, thermometer: Thermometer, utensils: Utensils, 'volume-2': Volume2, wind: Wind,
};

export function ProblemIcon({ name }: { name: string }) {
  const Icon = problemIcons[name] ?? Stethoscope;
  return <Icon size={26} strokeWidth={1.75} aria-hidden="true" focusable="false" />;
}
