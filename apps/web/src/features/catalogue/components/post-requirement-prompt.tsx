import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';

/** "Can't find the right tutor? Post your requirement" — under an empty search or listing. */
export function PostRequirementPrompt() {
  return (
    <div className="mt-2 flex flex-col items-center gap-2 border-t border-slate-200 pt-4">
      <p className="font-medium text-slate-800">Can't find the right tutor?</p>
      <Link to="/requirements/new" className={buttonClasses('primary', 'md')}>
        <ClipboardList aria-hidden className="size-4" />
        Post your requirement
      </Link>
    </div>
  );
}
