import {
  type AdminProfilesQuery,
  type AdminReviewProfile,
  kindOfRole,
  type ProfileKindDescriptor,
  profileReviewMessages,
  type VerificationCheck,
} from '@tuitionhub/contracts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { paged } from '../../lib/paging.ts';
import type { Mailer } from '../../providers/mail.ts';
import { profileApprovedMail, profileRejectedMail } from '../../providers/mail-templates.ts';
import { type AuditActor, recordAudit } from '../audit/repository.ts';
import { webUrl } from '../demo/service.ts';
import { findAccountRole } from '../profile-rows/repository.ts';
import {
  findReviewProfile,
  findReviewProfiles,
  lockReviewStatus,
  saveReview,
  saveVerified,
} from './repository.ts';

export interface ReviewDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string | undefined;
}

export const listReviewProfiles = async (db: Db, query: AdminProfilesQuery) =>
  paged('profiles', query, await findReviewProfiles(db, query));

async function kindOf(db: Db, id: string): Promise<ProfileKindDescriptor> {
  const kind = kindOfRole((await findAccountRole(db, id)) ?? '');
  if (!kind) throw notFound(profileReviewMessages.notFound);
  return kind;
}

/**
 * One decision on one profile, under its row lock (two admins deciding at once take turns):
 * `change` checks the current status and writes; the decision is audited and the profile answered.
 */
async function decide(
  deps: ReviewDeps,
  admin: AuditActor,
  id: string,
  action: string,
  change: (tx: Parameters<Parameters<Db['transaction']>[0]>[0], kind: ProfileKindDescriptor) => Promise<void>,
  details?: Record<string, unknown>,
): Promise<AdminReviewProfile> {
  const kind = await kindOf(deps.db, id);
  await deps.db.transaction(async (tx) => {
    await change(tx, kind);
    await recordAudit(tx, {
      actor: admin,
      action: `${kind.kind}.${action}`,
      targetType: kind.kind,
      targetId: id,
      ...(details ? { details } : {}),
    });
  });
  deps.mailer.wake();
  return (await findReviewProfile(deps.db, kind.kind, id))!;
}

/** pending (or rejected) → approved: listed from now on; the applicant is told. */
export const approveProfile = (deps: ReviewDeps, admin: AuditActor, id: string) =>
  decide(deps, admin, id, 'approve', async (tx, kind) => {
    const status = await lockReviewStatus(tx, kind.kind, id);
    if (!status) throw notFound(profileReviewMessages.notFound);
    if (status === 'approved') throw conflict(profileReviewMessages.notPending);
    await saveReview(tx, kind.kind, id, { status: 'approved', reason: null });
    const p = (await findReviewProfile(tx, kind.kind, id))!;
    await deps.mailer.send(
      profileApprovedMail({ to: p.email, name: p.name, profileUrl: webUrl(deps, kind.web.profile(id)) }),
      tx,
    );
  });

/** pending → rejected with a reason the applicant is e-mailed. */
export const rejectProfile = (deps: ReviewDeps, admin: AuditActor, id: string, reason: string) =>
  decide(
    deps,
    admin,
    id,
    'reject',
    async (tx, kind) => {
      const status = await lockReviewStatus(tx, kind.kind, id);
      if (!status) throw notFound(profileReviewMessages.notFound);
      if (status !== 'pending') throw conflict(profileReviewMessages.notPending);
      await saveReview(tx, kind.kind, id, { status: 'rejected', reason });
      const p = (await findReviewProfile(tx, kind.kind, id))!;
      await deps.mailer.send(
        profileRejectedMail({
          to: p.email,
          name: p.name,
          reason,
          dashboardUrl: webUrl(deps, kind.web.dashboard),
        }),
        tx,
      );
    },
    { reason },
  );

/** Marks what the admin checked (identity, qualification); shown as a Verified badge. */
export const verifyProfile = (
  deps: ReviewDeps,
  admin: AuditActor,
  id: string,
  checked: readonly VerificationCheck[],
  now = new Date(),
) =>
  decide(
    deps,
    admin,
    id,
    'verify',
    async (tx, kind) => {
      if (!(await lockReviewStatus(tx, kind.kind, id))) throw notFound(profileReviewMessages.notFound);
      await saveVerified(tx, kind.kind, id, checked, now);
    },
    { checked },
  );
