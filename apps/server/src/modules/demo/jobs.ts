import { demoLimits, kindOfEntity } from '@tuitionhub/contracts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../providers/mail.ts';
import { demoExpiredMail, demoReminderMail } from '../../providers/mail-templates.ts';
import { claimDueReminders, claimExpiringRequests, findBookingsByIds, setStatusOf } from './repository.ts';
import { flagUnansweredProfiles } from './response-time.ts';
import { webUrl } from './service.ts';

const HOUR = 3_600_000;
/** Rows one run handles per transaction; a run repeats until nothing is due. */
const BATCH = 50;

export interface DemoJobDeps {
  db: Db;
  mailer: Pick<Mailer, 'send' | 'wake'>;
  publicUrl?: string | undefined;
}

/**
 * Repeats `step` (one transaction claiming up to BATCH rows with SKIP LOCKED) until it finds
 * nothing: several instances may run the job at once, each takes rows the others have not locked.
 */
async function drain(step: () => Promise<number>): Promise<number> {
  let total = 0;
  for (let n = await step(); n > 0; n = await step()) total += n;
  return total;
}

/**
 * Requests unanswered for 24 hours (or whose start has come) become `expired`; the student is told.
 * Returns how many expired.
 */
export async function expireDemoRequests(deps: DemoJobDeps, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - demoLimits.expireHours * HOUR);
  const total = await drain(() =>
    deps.db.transaction(async (tx) => {
      const ids = await claimExpiringRequests(tx, now, before, BATCH);
      await setStatusOf(tx, ids, { status: 'expired' });
      for (const b of await findBookingsByIds(tx, ids))
        await deps.mailer.send(
          demoExpiredMail({
            to: b.studentEmail,
            studentName: b.studentName,
            providerName: b.entityName,
            demo: { subject: b.subject, start: b.startAt, mode: b.mode },
            profileUrl: webUrl(deps, kindOfEntity(b.entityType).web.profile(b.entityId)),
          }),
          tx,
        );
      return ids.length;
    }),
  );
  if (total) deps.mailer.wake();
  return total;
}

/**
 * Reminders 2 hours before confirmed demos, to both parties. `reminded_at` is set in the same
 * transaction that queues the mails, on rows claimed with SKIP LOCKED: each reminder is sent once
 * however many instances run the job. Returns how many demos were reminded.
 */
export async function sendDemoReminders(deps: DemoJobDeps, now = new Date()): Promise<number> {
  const until = new Date(now.getTime() + demoLimits.reminderHours * HOUR);
  const total = await drain(() =>
    deps.db.transaction(async (tx) => {
      const ids = await claimDueReminders(tx, now, until, BATCH);
      await setStatusOf(tx, ids, { remindedAt: now });
      for (const b of await findBookingsByIds(tx, ids)) {
        const demo = { subject: b.subject, start: b.startAt, mode: b.mode, address: b.address };
        await deps.mailer.send(
          demoReminderMail({
            to: b.studentEmail,
            recipientName: b.studentName,
            otherName: b.entityName,
            demo,
            dashboardUrl: webUrl(deps, '/user-dashboard'),
          }),
          tx,
        );
        await deps.mailer.send(
          demoReminderMail({
            to: b.entityEmail,
            recipientName: b.entityName,
            otherName: b.studentName,
            demo,
            dashboardUrl: webUrl(deps, kindOfEntity(b.entityType).web.dashboard),
          }),
          tx,
        );
      }
      return ids.length;
    }),
  );
  if (total) deps.mailer.wake();
  return total;
}

/** The demo jobs (and the unanswered-requests check), for the housekeeping interval. */
export async function runDemoJobs(deps: DemoJobDeps, now = new Date()): Promise<void> {
  await expireDemoRequests(deps, now);
  await sendDemoReminders(deps, now);
  await flagUnansweredProfiles(deps.db, now);
}
