import {
  type ContactBody,
  type ContactFields,
  contactFields,
  conversationLimits,
  type EnquiriesResponse,
  type EnquiryBody,
  isBlankText,
  kindOfEntity,
  messageText,
  type NewsletterBody,
  newsletterFields,
} from '@tuitionhub/contracts';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { paged } from '../../lib/paging.ts';
import type { Actor } from '../../lib/permissions.ts';
import type { Mailer } from '../../providers/mail.ts';
import { contactMail, enquiryMail } from '../../providers/mail-templates.ts';
import { addEnquiryToConversation } from '../conversations/service.ts';
import { findListedEntity } from '../profile-rows/repository.ts';
import { findEnquiries, insertContactMessage, insertEnquiry, insertSubscriber } from './repository.ts';

export interface MessagesDeps {
  db: Db;
  mailer: Pick<Mailer, 'send' | 'wake'>;
  officeEmail: string;
  publicUrl?: string | undefined;
}

/**
 * Name, email and message of the contact forms. Any missing or blank field answers the spec's
 * one sentence 'All fields are mandatory'; then the address must be valid and lengths bounded.
 */
export function parseMessageFields(body: ContactBody): ContactFields {
  const missing = (['name', 'email', 'message'] as const).filter((k) => isBlankText(body[k] ?? ''));
  if (missing.length)
    throw badRequest(
      messageText.mandatory,
      missing.map((path) => ({ path, message: messageText.mandatory })),
    );
  const parsed = contactFields.safeParse(body);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    throw badRequest(errors[0]!.message, errors);
  }
  return parsed.data;
}

/** Keeps the message, then queues it for the office inbox in the same transaction (never lost). */
export async function sendContactMessage(deps: MessagesDeps, body: ContactBody): Promise<void> {
  const fields = parseMessageFields(body);
  await deps.db.transaction(async (tx) => {
    await insertContactMessage(tx, fields);
    await deps.mailer.send(contactMail({ to: deps.officeEmail, ...fields }), tx);
  });
  deps.mailer.wake();
}

/**
 * A message to a tutor or center from its profile: kept for its dashboard and mailed to its address.
 * From a signed-in student it also lands in the pair's conversation (api-2 §4).
 */
export async function sendEnquiry(
  deps: MessagesDeps,
  body: EnquiryBody,
  sender: Actor | null = null,
): Promise<void> {
  const fields = parseMessageFields(body);
  const recipient = await findListedEntity(deps.db, body);
  const { messages, web } = kindOfEntity(body.entityType);
  if (!recipient) throw notFound(messages.missing);
  await deps.db.transaction(async (tx) => {
    await insertEnquiry(tx, { ...fields, entityType: body.entityType, entityId: recipient.id });
    if (sender?.role === 'student')
      await addEnquiryToConversation(tx, {
        studentId: sender.id,
        entityId: recipient.id,
        entityType: body.entityType,
        text: fields.message.slice(0, conversationLimits.textMax),
      });
    await deps.mailer.send(
      enquiryMail({
        to: recipient.email,
        recipientName: recipient.name,
        ...fields,
        dashboardUrl: deps.publicUrl ? new URL(web.dashboard, deps.publicUrl).toString() : undefined,
      }),
      tx,
    );
  });
  deps.mailer.wake();
}

/** Tutors and centers read their own enquiries; the admin reads all; nobody else. */
export async function listEnquiries(
  deps: Pick<MessagesDeps, 'db'>,
  viewer: Actor,
  page: { page: number; limit: number },
): Promise<EnquiriesResponse> {
  if (viewer.role === 'student') throw forbidden('Only tutors and tuition centers receive enquiries');
  const to = viewer.role === 'admin' ? null : viewer.id;
  return paged('enquiries', page, await findEnquiries(deps.db, { ...page, to }));
}

/** Stores the address once (normalised lower-case); `created` is false for a repeat. */
export async function subscribe(deps: Pick<MessagesDeps, 'db'>, body: NewsletterBody): Promise<boolean> {
  const parsed = newsletterFields.safeParse({ email: body.email ?? '' });
  if (!parsed.success)
    throw badRequest(messageText.invalidEmail, [{ path: 'email', message: messageText.invalidEmail }]);
  return insertSubscriber(deps.db, parsed.data.email);
}
