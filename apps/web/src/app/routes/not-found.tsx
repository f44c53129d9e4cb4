import { notFound } from '../../content/site.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { NotFoundContent } from '../layouts/not-found-content.tsx';

export function Component() {
  useDocumentTitle(notFound.heading, notFound.text);
  return <NotFoundContent />;
}
