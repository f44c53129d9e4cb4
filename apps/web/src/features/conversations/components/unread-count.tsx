import { useEffect } from 'react';
import { useUnreadCount } from '../api/unread.ts';

/**
 * Keeps the header's unread count: polls it and reports each new value. Rendered (and loaded) only
 * for a signed-in user with conversations, so a visitor's first download has no query observer.
 */
export default function UnreadCount({ onChange }: { onChange: (unread: number) => void }) {
  const unread = useUnreadCount(true).data ?? 0;
  useEffect(() => onChange(unread), [unread, onChange]);
  return null;
}
