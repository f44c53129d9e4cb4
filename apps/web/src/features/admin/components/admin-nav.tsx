import type { ProfileKind } from '@tuitionhub/contracts';
import {
  Building2,
  CreditCard,
  GraduationCap,
  LogOut,
  Mail,
  MessageSquare,
  Newspaper,
  ScrollText,
  UserRound,
  Users,
} from 'lucide-react';
import { type ComponentType, useEffect, useRef } from 'react';
import { Link } from 'react-router';

/** The sections of /admin-dashboard, as `?tab=` values, in menu order (the header's mobile menu links to the first four). */
const tabs = {
  profile: { label: 'Profile', icon: UserRound },
  users: { label: 'All Users', icon: Users },
  tutors: { label: 'All Tutors', icon: GraduationCap },
  centers: { label: 'All Tuition Centers', icon: Building2 },
  messages: { label: 'Messages', icon: Mail },
  subscribers: { label: 'Subscribers', icon: Newspaper },
  enquiries: { label: 'Enquiries', icon: MessageSquare },
  audit: { label: 'Audit log', icon: ScrollText },
} satisfies Record<string, { label: string; icon: ComponentType<{ className?: string }> }>;
export type AdminTab = keyof typeof tabs;
const adminTabs = Object.keys(tabs) as AdminTab[];

export const parseTab = (value: string | null): AdminTab => adminTabs.find((t) => t === value) ?? 'profile';
export const tabLabel = (tab: AdminTab) => tabs[tab].label;
export const tabPath = (tab: AdminTab) => `/admin-dashboard?tab=${tab}`;

/** The section listing each kind of profile. */
export const kindTabs: Record<ProfileKind, AdminTab> = { tutor: 'tutors', center: 'centers' };

const itemClasses =
  'flex min-h-11 shrink-0 items-center gap-2.5 rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-primary-50 hover:text-primary-900 aria-[current=page]:bg-primary-800 aria-[current=page]:text-white';

/** spec §2 Admin dashboard menu: Profile, All Users, All Tutors, All Tuition Centers, LOGOUT (plus the extras). */
export function AdminNav({ active, onLogout }: { active: AdminTab; onLogout: () => void }) {
  const list = useRef<HTMLUListElement>(null);
  // On phones the menu is one scrolling row: bring the open section into view (horizontally only).
  useEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>(`[data-tab="${active}"]`);
    if (row && current && row.scrollWidth > row.clientWidth) row.scrollLeft = current.offsetLeft - 16;
  }, [active]);
  return (
    <nav aria-label="Admin dashboard">
      <ul
        ref={list}
        className="relative flex gap-1 overflow-x-auto pb-2 lg:flex-col lg:overflow-visible lg:pb-0"
      >
        {adminTabs.map((tab) => {
          const { label, icon: Icon } = tabs[tab];
          return (
            <li key={tab}>
              <Link
                to={tabPath(tab)}
                aria-current={tab === active ? 'page' : undefined}
                data-tab={tab}
                className={itemClasses}
              >
                <Icon aria-hidden className="size-4 shrink-0" />
                <span className="whitespace-nowrap">{label}</span>
              </Link>
            </li>
          );
        })}
        <li>
          <Link to="/payments" className={itemClasses}>
            <CreditCard aria-hidden className="size-4 shrink-0" />
            <span className="whitespace-nowrap">Payments</span>
          </Link>
        </li>
        <li className="lg:mt-2 lg:border-t lg:border-slate-200 lg:pt-2">
          <button type="button" onClick={onLogout} className={`${itemClasses} w-full`}>
            <LogOut aria-hidden className="size-4 shrink-0" />
            <span className="whitespace-nowrap">LOGOUT</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
