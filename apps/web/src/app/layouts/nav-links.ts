// The header's links (spec §2 Shell), shared by the desktop bar and the mobile menu so they never drift apart.

export interface NavItem {
  label: string;
  to: string;
}

export const homeLink: NavItem = { label: 'HOME', to: '/' };

/** The SERVICES dropdown. */
export const serviceLinks: readonly NavItem[] = [
  { label: 'Tutors', to: '/all-tutors' },
  { label: 'Tuition Centers', to: '/all-tuition-centers' },
];

export const pageLinks: readonly NavItem[] = [
  { label: 'ABOUT', to: '/about' },
  { label: 'CONTACT', to: '/contact' },
];

export const loginLink: NavItem = { label: 'LOGIN', to: '/login' };
export const joinLink: NavItem = { label: 'Join US', to: '/signup' };

export const searchPlaceholder = 'Search for tutors or centers ...';

export const searchPath = (query: string) => `/search?query=${encodeURIComponent(query)}`;
