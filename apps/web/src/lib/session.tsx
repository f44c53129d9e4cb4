import { kindOfRole, type Role, type User } from '@tuitionhub/contracts';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { ApiError, api } from './api-client.ts';

/**
 * spec §4 Session: the stored user is shown at once, then checked with /api/user/me.
 * The credential itself is the HttpOnly `session` cookie (never readable by scripts); only the
 * user's display data is kept in localStorage under `user` (docs/decisions/005-sessions-and-csrf.md).
 */
interface SessionState {
  user: User | null;
  /** True until the stored session has been checked. */
  loading: boolean;
  /** 'User exists': store and show this user. */
  signIn: (user: User) => void;
  /** Revokes the session on the server and forgets the user. */
  signOut: () => Promise<void>;
}

const SessionContext = createContext<SessionState | null>(null);
const USER_KEY = 'user';

function readStoredUser(): User | null {
  try {
    const raw = localStorage.getItem(USER_KEY);
    return raw ? (JSON.parse(raw) as User) : null;
  } catch {
    return null;
  }
}

export function SessionProvider({ children, onSignOut }: { children: ReactNode; onSignOut?: () => void }) {
  const [user, setUser] = useState<User | null>(readStoredUser);
  const [loading, setLoading] = useState(true);

  /** Stores and shows this user (sign-in), or none (`forget`); a legacy stored token is dropped either way. */
  const signIn = useCallback((u: User | null) => {
    if (u) localStorage.setItem(USER_KEY, JSON.stringify(u));
    else localStorage.removeItem(USER_KEY);
    localStorage.removeItem('token');
    setUser(u);
    setLoading(false);
  }, []);
  const forget = useCallback(() => signIn(null), [signIn]);
  const signOut = useCallback(async () => {
    try {
      await api('/api/user/logout', { method: 'POST' });
    } catch {
      // Already signed out on the server, or offline: forgetting locally is still right.
    }
    forget();
    onSignOut?.();
  }, [forget, onSignOut]);

  // Once per page load. Not a cached query: the session outlives the query cache, which sign-out clears.
  useEffect(() => {
    // A visitor (no session sent) gets 200 { user: null }: no error in the console (issue 15 item 14).
    api<{ user: User | null }>('/api/user/me').then(
      (res) => signIn(res.user),
      // An expired or revoked session logs out quietly; a network failure keeps what we have.
      (err) => (err instanceof ApiError && err.status === 401 ? forget() : setLoading(false)),
    );
  }, [signIn, forget]);

  const value = useMemo(() => ({ user, loading, signIn, signOut }), [user, loading, signIn, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('useSession must be used inside SessionProvider');
  return ctx;
}

/** spec §2: Tutor → /tutor-dashboard; 'Tuition Center' → /tuition-center-dashboard; Admin → /admin-dashboard; else /user-dashboard. */
export function dashboardPath(role: Role | undefined): string {
  if (role === 'Admin') return '/admin-dashboard';
  return kindOfRole(role ?? '')?.web.dashboard ?? '/user-dashboard';
}
