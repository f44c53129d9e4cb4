import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { useSession } from '../../lib/session.tsx';

/** spec §4 Session: logout forgets the user, says 'User logout successfully' and goes to /. */
export function useLogout() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return async () => {
    // Leave first: a signed-in-only page still on screen would react to the cleared session by
    // redirecting to /login, and that later navigation would win over this one.
    // flushSync: Home (or its loading state) replaces the page before the session is cleared.
    flushSync(() => {
      void navigate('/');
    });
    await signOut();
    // Loaded when needed: the header is on every page's first download, the toast library need not be.
    const { default: toast } = await import('react-hot-toast');
    toast.success('User logout successfully');
  };
}
