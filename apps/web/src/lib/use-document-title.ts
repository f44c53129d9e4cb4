import { useEffect } from 'react';

/** The document's title for a screen's title (also written into the HTML of a page drawn on the server). */
export const documentTitle = (title: string) =>
  title ? `${title} · TuitionHub` : 'TuitionHub — home tutors and tuition centers';

/** Sets the page title and meta description for the current screen. */
export function useDocumentTitle(title: string, description?: string) {
  useEffect(() => {
    document.title = documentTitle(title);
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
