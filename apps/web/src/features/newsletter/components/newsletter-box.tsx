import { Mail } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { newsletter } from '../../../content/home.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSubscribeMutation } from '../api/subscribe.ts';

export const subscribedFallback = "Thanks! You're subscribed.";
export const subscribeFailed = 'Could not subscribe. Please try again.';

/** The newsletter box: one email field; the server's sentence is shown either way. */
export function NewsletterBox() {
  const id = useId();
  const [email, setEmail] = useState('');
  const subscribe = useSubscribeMutation();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    subscribe.mutate(email.trim(), {
      onSuccess: (res) => {
        toast.success(res.message || subscribedFallback);
        setEmail('');
      },
      onError: (err) => {
        toast.error(errorMessage(err, subscribeFailed));
      },
    });
  };

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="relative overflow-hidden rounded-panel bg-primary-800 px-6 py-10 text-white shadow-raised sm:px-10 lg:flex lg:items-center lg:gap-12 lg:px-14 lg:py-14"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute -right-16 -top-16 size-64 rounded-full bg-primary-700/60"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute -bottom-24 right-40 size-48 rounded-full bg-primary-600/40"
      />
      <div className="relative lg:flex-1">
        <span className="inline-flex size-12 items-center justify-center rounded-xl bg-white/10">
          <Mail aria-hidden className="size-6 text-accent-300" />
        </span>
        <h2 id={`${id}-heading`} className="mt-4 text-2xl font-bold text-white sm:text-3xl">
          {newsletter.heading}
        </h2>
        <p className="mt-2 max-w-md text-primary-100">{newsletter.text}</p>
      </div>
      <form onSubmit={submit} className="relative mt-8 lg:mt-0 lg:w-[28rem]">
        <label htmlFor={`${id}-email`} className="block text-sm font-medium text-primary-100">
          Email address
        </label>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            required
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            placeholder={newsletter.placeholder}
            className="block min-h-12 w-full rounded-lg border border-white/20 bg-white px-4 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-accent-300"
          />
          <button
            type="submit"
            disabled={subscribe.isPending}
            className="inline-flex min-h-12 shrink-0 items-center justify-center rounded-lg bg-accent-400 px-6 font-semibold text-slate-900 transition-colors hover:bg-accent-300 focus-visible:outline-accent-300 disabled:cursor-not-allowed disabled:bg-accent-200"
          >
            {subscribe.isPending ? 'Subscribing...' : newsletter.button}
          </button>
        </div>
      </form>
    </section>
  );
}
