import type { User } from '@tuitionhub/contracts';
import { MessagesSquare, Search } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { useConversations } from '../api/conversations.ts';
import { ConversationList } from './conversation-list.tsx';
import { Thread } from './thread.tsx';

/**
 * /conversations and /conversations/:id (issue 13): the list beside the open thread on wide screens;
 * on phones the list, then the thread on its own page.
 */
export function ConversationsPage({ me, selected }: { me: User; selected: string | undefined }) {
  const conversations = useConversations();
  const items = conversations.data?.conversations ?? [];
  const summary = items.find((c) => c._id === selected);
  const empty = conversations.isSuccess && items.length === 0 && !selected;

  return (
    <div className={`page-container ${selected ? 'py-3 lg:py-8' : 'py-6 sm:py-8'}`}>
      <h1 className={`text-3xl font-bold tracking-tight ${selected ? 'sr-only lg:not-sr-only' : ''}`}>
        Messages
      </h1>
      {empty ? (
        <div className="mt-6">
          <EmptyState message="No conversations yet">
            {me.role === 'Student' ? (
              <>
                <p className="max-w-md text-sm text-slate-600">
                  Find a tutor or tuition center you like and press “Message” on their profile. Your phone
                  number stays private until you book.
                </p>
                <Link to="/all-tutors" className={buttonClasses('primary', 'md')}>
                  <Search aria-hidden className="size-4" />
                  Find a tutor
                </Link>
              </>
            ) : (
              <p className="max-w-md text-sm text-slate-600">
                When a student writes to you from your profile, the conversation shows up here.
              </p>
            )}
          </EmptyState>
        </div>
      ) : (
        <div
          className={`${selected ? '' : 'mt-4'} grid grid-cols-1 overflow-hidden rounded-card border border-slate-200 bg-white shadow-card lg:mt-6 lg:h-[min(75vh,48rem)] lg:grid-cols-[22rem_1fr]`}
        >
          <nav
            aria-label="Conversations"
            className={`min-h-0 overflow-y-auto border-slate-200 lg:block lg:border-r ${selected ? 'hidden' : ''}`}
          >
            {conversations.isPending ? (
              <LoadingState />
            ) : conversations.isError ? (
              <div className="p-4">
                <ErrorState
                  message="Could not load your conversations"
                  onRetry={() => void conversations.refetch()}
                />
              </div>
            ) : (
              <ConversationList conversations={items} me={me} selected={selected} />
            )}
          </nav>
          <div
            className={`min-h-0 min-w-0 ${selected ? 'flex h-[calc(100dvh-5.5rem)] flex-col lg:h-auto' : 'hidden lg:flex'}`}
          >
            {selected ? (
              <Thread key={selected} id={selected} me={me} summary={summary} />
            ) : (
              <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center text-slate-600">
                <MessagesSquare aria-hidden className="size-10 text-slate-400" />
                <p>Choose a conversation to read it.</p>
              </div>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
