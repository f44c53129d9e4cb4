import {
  type ConversationMessage,
  type ConversationSummary,
  conversationLimits,
  conversationMessages,
  kindOfRole,
  type User,
} from '@tuitionhub/contracts';
import { ArrowLeft, Ban, Flag, Lock } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField } from '../../../components/ui/field.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import {
  oldestFirst,
  useBlockMutation,
  useMarkReadMutation,
  useMessages,
  useReportMutation,
  useSendMessageMutation,
} from '../api/conversations.ts';
import { fullTime, messageTime } from '../lib/time.ts';
import { Composer } from './composer.tsx';
import { roleLabel } from './conversation-list.tsx';
import { DialogCancel, SmallDialog } from './dialog.tsx';

/** Shown in place of the composer once either party blocked the thread. */
export const blockedText = 'You can no longer message each other.';

/** One thread: its messages oldest first, older pages on demand, the composer, Block and Report. */
export function Thread({
  id,
  me,
  summary,
}: {
  id: string;
  me: User;
  /** The thread's line in the list (who, blocked, unlocked), once known. */
  summary: ConversationSummary | undefined;
}) {
  const messages = useMessages(id);
  const send = useSendMessageMutation(id);
  const markRead = useMarkReadMutation();
  const [blockedNow, setBlockedNow] = useState<string | null>(null);
  const scroller = useRef<HTMLElement>(null);
  const list = oldestFirst(messages.data);
  const newest = list[list.length - 1]?._id;
  const newestTheirs = [...list].reverse().find((m) => m.from !== me._id)?._id;
  const other = summary?.with;

  // Opening the thread, and each new message from the other party while it is open, marks it read.
  const mark = useRef(markRead.mutate);
  mark.current = markRead.mutate;
  useEffect(() => {
    if (newestTheirs) mark.current(id);
  }, [id, newestTheirs]);

  // The newest message in view: on opening, on sending and on arrival (not on loading older ones).
  useEffect(() => {
    const el = scroller.current;
    if (el && newest) el.scrollTop = el.scrollHeight;
  }, [newest]);

  const blocked = blockedNow ?? (summary?.blocked ? blockedText : null);
  const profilePath = other ? kindOfRole(other.role)?.web.profile(other._id) : undefined;

  return (
    <section aria-labelledby="thread-title" className="flex h-full min-h-0 flex-col">
      <header className="flex items-center gap-2 border-b border-slate-200 px-2 py-2 sm:gap-3 sm:px-4 sm:py-3">
        <Link
          to="/conversations"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
          aria-label="All conversations"
        >
          <ArrowLeft aria-hidden className="size-5" />
        </Link>
        {other ? <Avatar src={other.photo} name="" size={40} /> : null}
        <div className="min-w-0 flex-1">
          <h2 id="thread-title" className="truncate text-lg font-semibold text-slate-900">
            {other ? other.name : 'Conversation'}
          </h2>
          {other ? (
            <p className="text-sm text-slate-600">
              {roleLabel(other.role)}
              {profilePath ? (
                <>
                  {' · '}
                  <Link to={profilePath} className="font-medium text-primary-800 underline">
                    View profile
                  </Link>
                </>
              ) : null}
            </p>
          ) : null}
        </div>
        {other ? (
          <div className="flex shrink-0 gap-2">
            {blocked ? null : <BlockAction id={id} name={other.name} onBlocked={setBlockedNow} />}
            <ReportAction id={id} name={other.name} />
          </div>
        ) : null}
      </header>

      {summary && !summary.unlocked ? (
        <p className="flex items-start gap-2 border-b border-slate-100 bg-slate-50 px-4 py-2 text-xs text-slate-700">
          <Lock aria-hidden className="mt-0.5 size-3.5 shrink-0" />
          Phone numbers and e-mail addresses stay hidden from each other until you book a demo or a class.
        </p>
      ) : null}

      <section
        ref={scroller}
        className="min-h-48 flex-1 overflow-y-auto px-4 py-4"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        aria-label="Messages"
      >
        {messages.isPending ? (
          <LoadingState />
        ) : messages.isError ? (
          <ErrorState
            message={errorMessage(messages.error, 'Could not load the messages')}
            onRetry={() => void messages.refetch()}
          />
        ) : list.length === 0 ? (
          <p className="py-10 text-center text-slate-600">No messages yet. Say hello!</p>
        ) : (
          <>
            {messages.hasNextPage ? (
              <div className="mb-4 text-center">
                <Button
                  variant="secondary"
                  size="sm"
                  busy={messages.isFetchingNextPage}
                  onClick={() => void messages.fetchNextPage()}
                >
                  Load older messages
                </Button>
              </div>
            ) : null}
            <MessageList messages={list} me={me} otherName={other?.name ?? 'Them'} />
          </>
        )}
      </section>

      <div className="border-t border-slate-200 px-4 py-3">
        {blocked ? (
          <p
            role="status"
            className="flex items-center gap-2 rounded-lg bg-slate-100 px-3 py-3 text-slate-700"
          >
            <Ban aria-hidden className="size-4 shrink-0" />
            {blocked}
          </p>
        ) : (
          <Composer
            label={other ? `Message ${other.name}` : 'Your message'}
            hideLabel
            rows={2}
            placeholder="Write a message"
            onSend={(text) =>
              send.mutateAsync(text).catch((err: unknown) => {
                // Blocked meanwhile: say so in place of the box (the server's sentence).
                if (err instanceof ApiError && err.status === 403)
                  setBlockedNow(errorMessage(err, conversationMessages.blocked));
                throw err;
              })
            }
          />
        )}
      </div>
    </section>
  );
}

function MessageList({
  messages,
  me,
  otherName,
}: {
  messages: ConversationMessage[];
  me: User;
  otherName: string;
}) {
  return (
    <ol className="space-y-3">
      {messages.map((m) => {
        const mine = m.from === me._id;
        return (
          <li key={m._id} className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
            <div
              className={`max-w-[85%] rounded-2xl px-4 py-2 sm:max-w-[75%] ${
                mine
                  ? 'rounded-br-sm bg-primary-800 text-white'
                  : 'rounded-bl-sm border border-slate-200 bg-white text-slate-900'
              }`}
            >
              <span className="sr-only">{mine ? 'You' : otherName}: </span>
              <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{m.text}</p>
              <time
                dateTime={m.createdAt}
                title={fullTime(m.createdAt)}
                className={`mt-1 block text-right text-xs ${mine ? 'text-primary-100' : 'text-slate-600'}`}
              >
                {messageTime(m.createdAt)}
              </time>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

function BlockAction({
  id,
  name,
  onBlocked,
}: {
  id: string;
  name: string;
  onBlocked: (text: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const block = useBlockMutation();
  return (
    <SmallDialog
      open={open}
      onOpenChange={setOpen}
      title={`Block ${name}?`}
      description="Neither of you will be able to send messages in this conversation. You can still read it."
      trigger={
        <Button
          variant="secondary"
          size="sm"
          className="min-h-11 min-w-11"
          icon={<Ban aria-hidden className="size-4" />}
        >
          <span className="sr-only sm:not-sr-only">Block</span>
        </Button>
      }
    >
      {block.isError ? (
        <p role="alert" className="mb-3 text-sm font-medium text-danger-700">
          {errorMessage(block.error, 'Could not block this conversation. Please try again.')}
        </p>
      ) : null}
      <div className="flex justify-end gap-3">
        <DialogCancel />
        <Button
          variant="danger"
          busy={block.isPending}
          onClick={() =>
            block.mutate(id, {
              onSuccess: (res) => {
                setOpen(false);
                onBlocked(blockedText);
                toast.success(res.message);
              },
            })
          }
        >
          Block
        </Button>
      </div>
    </SmallDialog>
  );
}

function ReportAction({ id, name }: { id: string; name: string }) {
  const fid = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const report = useReportMutation();
  const max = conversationLimits.reasonMax;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = reason.trim();
    if (!text) return setError(conversationMessages.reasonRequired);
    if (text.length > max) return setError(`Reason can be at most ${max} characters`);
    report.mutate(
      { id, reason: text },
      {
        onSuccess: (res) => {
          setOpen(false);
          setReason('');
          toast.success(res.message);
        },
        onError: (err) => setError(errorMessage(err, 'Could not send your report. Please try again.')),
      },
    );
  };

  return (
    <SmallDialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        setError(undefined);
      }}
      title="Report this conversation"
      description={`Tell the TuitionHub team what is wrong. They can read your conversation with ${name} and act on it.`}
      trigger={
        <Button
          variant="secondary"
          size="sm"
          className="min-h-11 min-w-11"
          icon={<Flag aria-hidden className="size-4" />}
        >
          <span className="sr-only sm:not-sr-only">Report</span>
        </Button>
      }
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextAreaField
          id={`${fid}-reason`}
          label="Reason"
          required
          rows={4}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setError(undefined);
          }}
          error={error}
          hint={`Up to ${max} characters, e.g. asked for money outside TuitionHub, rude messages, spam.`}
        />
        <div className="flex justify-end gap-3">
          <DialogCancel />
          <Button type="submit" variant="danger" busy={report.isPending}>
            Send report
          </Button>
        </div>
      </form>
    </SmallDialog>
  );
}
