// The claimed numbers shown on Home's first screen and on About: their own module, so Home does not
// download the About page's copy with them (issue 16).
import { BookOpenCheck, GraduationCap, type LucideIcon, Users } from 'lucide-react';

export interface Stat {
  value: string;
  label: string;
  icon: LucideIcon;
}

export const stats: readonly Stat[] = [
  { value: '1000+', label: 'Tutors', icon: GraduationCap },
  { value: '20k', label: 'Happy Students', icon: Users },
  { value: '10000', label: 'Classes Completed', icon: BookOpenCheck },
];
