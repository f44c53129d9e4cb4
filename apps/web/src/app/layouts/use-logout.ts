import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { useSession } from '../../lib/session.tsx';

/** spec §4 Session: logout forgets the user, says 'User logout successfully' and goes to /. */
export function useLogout() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return async () => {
    // Leave first: a signed-in-only page still on screen would react to the cleared session by
    // redirecting to /login, and that later navigation would win over this one.
    await navigate('/');
    await signOut();
    toast.success('User logout successfully');
  };
}
