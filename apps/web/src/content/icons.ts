/**
 * Names of the lucide-react icons the static content refers to. Map them to components where they are
 * rendered, e.g. `const icons: Record<IconName, LucideIcon> = { ShieldCheck, ... }`.
 *
 * lucide-react has no brand logos, so the social links use neutral stand-ins (ThumbsUp for Facebook,
 * Camera for Instagram, CirclePlay for YouTube, BriefcaseBusiness for LinkedIn).
 */
export type IconName =
  | 'BookOpenCheck'
  | 'BriefcaseBusiness'
  | 'CalendarCheck'
  | 'Camera'
  | 'ChartLine'
  | 'CirclePlay'
  | 'Clock'
  | 'CreditCard'
  | 'GraduationCap'
  | 'HeartHandshake'
  | 'House'
  | 'IndianRupee'
  | 'Mail'
  | 'MapPin'
  | 'Phone'
  | 'Search'
  | 'ShieldCheck'
  | 'Star'
  | 'ThumbsUp'
  | 'UserCheck'
  | 'Users';
