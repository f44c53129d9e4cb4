import { useEffect } from 'react';

/** Sets the page title and meta description for the current screen. */
export function useDocumentTitle(title: string, description?: string) {
  useEffect(() => {
    document.title = title ? `${title} · TuitionHub` : 'TuitionHub — home tutors and tuition centers';
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
