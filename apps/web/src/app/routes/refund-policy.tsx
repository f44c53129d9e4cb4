import { Link } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';

const h2 = 'text-xl font-semibold text-slate-900';
const list = 'mt-3 list-disc space-y-2 pl-5 text-slate-700';
const link = 'font-medium text-primary-800 underline underline-offset-2';

/**
 * /refund-policy: the rules POST /api/payments/:id/refund and GET /api/hires apply, in words
 * (docs/decisions/014-upi-and-receipts.md, "Refunds and hires"). Change both together.
 */
export function Component() {
  return (
    <>
      <PageHeader
        title="Refund and cancellation policy"
        subtitle="What happens when you cancel, how refunds are made and how long they take."
        description="TuitionHub's refund and cancellation policy: full or partial refunds of paid classes through the card or UPI account you paid with."
      />
      <div className="page-container py-10">
        <div className="max-w-3xl space-y-10">
          <section aria-labelledby="before-paying">
            <h2 id="before-paying" className={h2}>
              Before you pay
            </h2>
            <ul className={list}>
              <li>Free demo classes cost nothing; nothing is charged to book or cancel one.</li>
              <li>
                Tutors in your watchlist are not paid for until you pay. Remove them from your watchlist at
                any time; a checkout you leave unpaid charges nothing.
              </li>
            </ul>
          </section>

          <section aria-labelledby="refunds">
            <h2 id="refunds" className={h2}>
              Refunds of paid classes
            </h2>
            <ul className={list}>
              <li>
                A paid payment can be refunded <strong>in full or in part</strong> — for example the classes a
                tutor could not give. The TuitionHub team reviews each request and makes the refund.
              </li>
              <li>
                The refund goes back through the payment processor to the{' '}
                <strong>card or UPI account you paid with</strong>. A payment recorded by our office (cash or
                bank transfer) is refunded the same way it was made.
              </li>
              <li>Refunds of one payment never add up to more than you paid for it.</li>
              <li>
                You get an e-mail for every refund with the amount, the reason and your receipt number. Your
                payment history and your receipt show each refund and its date.
              </li>
            </ul>
          </section>

          <section aria-labelledby="timing">
            <h2 id="timing" className={h2}>
              When the money arrives
            </h2>
            <p className="mt-3 text-slate-700">
              We send the refund to the processor as soon as it is approved. Banks and UPI apps usually show
              it in your account within <strong>5–7 working days</strong>; if it has not arrived after that,
              contact us with your receipt number and we will trace it with the processor.
            </p>
          </section>

          <section aria-labelledby="hire">
            <h2 id="hire" className={h2}>
              What happens to your tutor
            </h2>
            <ul className={list}>
              <li>
                After a <strong>partial refund</strong> the payment stays paid: your tutor still lists you
                among their hires and you can go on messaging and booking classes.
              </li>
              <li>
                After a <strong>full refund</strong> the payment is marked refunded and the hire ends: the
                tutor no longer lists you among their hires and the tutor leaves your “My tutors” list. You
                can still find and pay them again later.
              </li>
            </ul>
          </section>

          <section aria-labelledby="ask" className="rounded-card bg-primary-50 p-6">
            <h2 id="ask" className={h2}>
              How to ask for a refund or cancel
            </h2>
            <p className="mt-3 text-slate-700">
              Write to us through the{' '}
              <Link to="/contact" className={link}>
                contact page
              </Link>{' '}
              with your receipt number (it starts with TH/, see{' '}
              <Link to="/user-dashboard" className={link}>
                your payments
              </Link>
              ), what you would like refunded and why.
            </p>
          </section>
        </div>
      </div>
    </>
  );
}
