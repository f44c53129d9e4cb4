import { conversationLimits, conversationMessages, formatIndian } from '@tuitionhub/contracts';
import { Send } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FieldLabel } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';

const MAX = conversationLimits.textMax;

/** What is wrong with a message before it is sent, if anything (the server checks the same). */
export function messageProblem(text: string): string | undefined {
  if (!text.trim()) return conversationMessages.textRequired;
  if (text.trim().length > MAX) return conversationMessages.textTooLong;
  return undefined;
}

/**
 * A message box: a labelled textarea with a character counter; Enter sends and Shift+Enter starts a
 * new line. A refused send shows the server's sentence under the box and keeps the text.
 */
export function Composer({
  label,
  hideLabel,
  placeholder,
  rows = 3,
  onSend,
  submitLabel = 'Send',
  autoFocus,
  actions,
}: {
  label: string;
  hideLabel?: boolean;
  placeholder?: string;
  rows?: number;
  /** Resolves once sent (the box empties); rejects with the server's error (the text stays). */
  onSend: (text: string) => Promise<unknown>;
  submitLabel?: string;
  autoFocus?: boolean;
  /** Buttons beside Send (a dialog's Cancel). */
  actions?: ReactNode;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const length = text.trim().length;
  const over = length > MAX;

  const send = async (e?: FormEvent) => {
    e?.preventDefault();
    if (busy) return;
    const problem = messageProblem(text);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await onSend(text.trim());
      setText('');
    } catch (err) {
      setError(errorMessage(err, 'Could not send your message. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  };

  return (
    <form onSubmit={send} noValidate className="space-y-2">
      <FieldLabel htmlFor={id} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <textarea
        id={id}
        value={text}
        rows={rows}
        placeholder={placeholder}
        // biome-ignore lint/a11y/noAutofocus: the dialog opened to write this message
        autoFocus={autoFocus}
        onChange={(e) => {
          setText(e.target.value);
          if (error) setError(undefined);
        }}
        onKeyDown={onKeyDown}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count ${id}-hint${error ? ` ${id}-error` : ''}`}
        className={`block w-full resize-y rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 ${
          error || over ? 'border-danger-600' : 'border-slate-300 focus:border-primary-600'
        }`}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p className="text-xs text-slate-600">
          <span id={`${id}-count`} className={`tabular-nums ${over ? 'font-semibold text-danger-700' : ''}`}>
            {formatIndian(length)} / {formatIndian(MAX)} characters
          </span>
          <span id={`${id}-hint`} className="ml-3 hidden sm:inline">
            Enter to send, Shift + Enter for a new line
          </span>
        </p>
        <div className="ml-auto flex gap-2">
          {actions}
          <Button type="submit" busy={busy} icon={<Send aria-hidden className="size-4" />}>
            {submitLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}
