import { type DemoAction, type DemoStatus, demoMessages } from '@tuitionhub/contracts';

/**
 * Every status change of a demo booking, in one place (api-2 §2). Pure: the current status, the
 * action, who acts and whether the demo has started decide the next status or the refusal.
 */

/** `provider`: the booking's tutor or center; `system`: the expiry job. */
export type DemoRole = 'student' | 'provider' | 'system';

export type Transition = { ok: true; next: DemoStatus } | { ok: false; status: 403 | 409; message: string };

interface Rule {
  from: readonly DemoStatus[];
  to: (from: DemoStatus) => DemoStatus;
  by: readonly DemoRole[];
  /** Only before the start (`before`) or only after it (`after`). */
  timing?: 'before' | 'after';
}

export const demoRules: Record<DemoAction, Rule> = {
  confirm: { from: ['requested'], to: () => 'confirmed', by: ['provider'] },
  decline: { from: ['requested'], to: () => 'declined', by: ['provider'] },
  cancel: {
    from: ['requested', 'confirmed'],
    to: () => 'cancelled',
    by: ['student', 'provider'],
    timing: 'before',
  },
  complete: { from: ['confirmed'], to: () => 'done', by: ['provider'], timing: 'after' },
  /** The student's answer after the demo; the status stays `done`. */
  feedback: { from: ['done'], to: () => 'done', by: ['student'] },
  expire: { from: ['requested'], to: () => 'expired', by: ['system'] },
};

const refusedBy: Record<DemoAction, string> = {
  confirm: demoMessages.notYourBooking,
  decline: demoMessages.notYourBooking,
  complete: demoMessages.notYourBooking,
  cancel: demoMessages.notYours,
  feedback: demoMessages.onlyStudent,
  expire: demoMessages.notYours,
};

export function transition(
  status: DemoStatus,
  action: DemoAction,
  role: DemoRole,
  started: boolean,
): Transition {
  const rule = demoRules[action];
  if (!rule.by.includes(role)) return { ok: false, status: 403, message: refusedBy[action] };
  if (!rule.from.includes(status)) return { ok: false, status: 409, message: demoMessages.already(status) };
  if (rule.timing === 'before' && started)
    return { ok: false, status: 409, message: demoMessages.cancelAfterStart };
  if (rule.timing === 'after' && !started)
    return { ok: false, status: 409, message: demoMessages.completeBeforeStart };
  return { ok: true, next: rule.to(status) };
}
