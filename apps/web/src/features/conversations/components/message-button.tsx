import type { EntityType } from '@tuitionhub/contracts';
import { LogIn, MessageSquare } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { withNext } from '../../../lib/return-to.ts';
import { useSession } from '../../../lib/session.tsx';
import { useCreateConversationMutation } from '../api/conversations.ts';
import { Composer } from './composer.tsx';
import { DialogCancel, SmallDialog } from './dialog.tsx';

interface Target {
  entityType: EntityType;
  entityId: string;
  entityName: string;
}

/**
 * "Message" a tutor or center (api-2 §4): a signed-in student writes a first message in a small
 * dialog and lands in the thread (the pair's thread is reused). A visitor gets a link to log in and
 * come back; the profile's owner and other roles see nothing.
 */
export function MessageButton({
  entityType,
  entityId,
  entityName,
  label = 'Message',
  variant = 'primary',
  className = '',
}: Target & { label?: string; variant?: 'primary' | 'secondary'; className?: string }) {
  const { user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const create = useCreateConversationMutation();
  const [open, setOpen] = useState(false);

  if (!user)
    return (
      <Link
        to={withNext('/login', `${location.pathname}${location.search}`)}
        className={buttonClasses('secondary', 'md', className)}
      >
        <LogIn aria-hidden className="size-4" />
        Log in to message {entityName}
      </Link>
    );
  if (user.role !== 'Student' || user._id === entityId) return null;

  return (
    <SmallDialog
      open={open}
      onOpenChange={setOpen}
      title={`Message ${entityName}`}
      description="Ask about subjects, class timings or fees. Phone numbers and e-mail addresses stay hidden until you book a demo or a class."
      trigger={
        <Button
          variant={variant}
          className={className}
          icon={<MessageSquare aria-hidden className="size-4" />}
        >
          {label}
        </Button>
      }
    >
      <Composer
        label="Your message"
        rows={5}
        autoFocus
        placeholder={
          entityType === 'Tutor'
            ? 'Subject, class and the times that suit you'
            : 'Course, batch timings or fees you would like to know about'
        }
        actions={<DialogCancel />}
        onSend={async (text) => {
          const { conversationId } = await create.mutateAsync({ entityType, entityId, text });
          setOpen(false);
          navigate(`/conversations/${conversationId}`);
        }}
      />
    </SmallDialog>
  );
}

/** The profile's box around MessageButton: why messaging here is safe. Nothing for non-students. */
export function MessageCard(props: Target) {
  const id = useId();
  const { user } = useSession();
  if (user && (user.role !== 'Student' || user._id === props.entityId)) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-card bg-white p-6 shadow-card">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold">
        <MessageSquare aria-hidden className="size-5 text-primary-700" />
        Chat with {props.entityName}
      </h2>
      <p className="mb-4 mt-1 text-sm text-slate-600">
        Talk on TuitionHub: your phone number and e-mail stay private until you book.
      </p>
      <MessageButton {...props} className="w-full" />
    </section>
  );
}
