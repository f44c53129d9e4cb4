import { z } from 'zod';
import { idSchema, text } from './common.ts';
import { formatIndian } from './format.ts';
import { entityTypes, roles } from './roles.ts';
import { isBlankText } from './text-checks.ts';

/** Conversations between a student and a tutor or center (api-2 §4). */

export const conversationLimits = {
  textMax: 2000,
  reasonMax: 500,
  pageDefault: 30,
  pageMax: 100,
  /** A recipient gets at most one new-message e-mail per thread in this many minutes. */
  notifyEveryMinutes: 15,
} as const;

/** What the other party sees in place of a phone number, e-mail address or UPI id until the pair books. */
export const contactHidden = '[contact hidden until you book]';

export const conversationMessages = {
  notFound: 'Conversation not found',
  studentsOnly: 'Only students can start a conversation',
  blocked: 'This conversation is blocked; no new messages can be sent',
  textRequired: 'Please write a message',
  textTooLong: `A message can be at most ${formatIndian(conversationLimits.textMax)} characters`,
  reasonRequired: 'Please say what is wrong',
  reported: 'Thank you. The TuitionHub team will look at this conversation.',
  messageNotFound: 'Message not found',
  reportNotFound: 'Report not found',
} as const;

export const messageTextSchema = text('Message')
  .trim()
  .refine((v) => !isBlankText(v), conversationMessages.textRequired)
  .refine((v) => v.length <= conversationLimits.textMax, conversationMessages.textTooLong);

export const createConversationBody = z.object({
  entityType: z.enum(entityTypes, { error: `entityType: choose from ${entityTypes.join(', ')}` }),
  entityId: idSchema,
  text: messageTextSchema,
});
export type CreateConversationBody = z.infer<typeof createConversationBody>;
export const conversationCreatedResponse = z.object({ conversationId: idSchema });
export type ConversationCreatedResponse = z.infer<typeof conversationCreatedResponse>;

export const sendMessageBody = z.object({ text: messageTextSchema });
export type SendMessageBody = z.infer<typeof sendMessageBody>;

export const reportBody = z.object({
  reason: text('Reason')
    .trim()
    .refine((v) => !isBlankText(v), conversationMessages.reasonRequired)
    .refine(
      (v) => v.length <= conversationLimits.reasonMax,
      `Reason can be at most ${conversationLimits.reasonMax} characters`,
    ),
});
export type ReportBody = z.infer<typeof reportBody>;

export const conversationPartySchema = z.object({
  _id: idSchema,
  name: z.string(),
  photo: z.string(),
  role: z.enum(roles),
});
export type ConversationParty = z.infer<typeof conversationPartySchema>;

export const conversationMessageSchema = z.object({
  _id: idSchema,
  /** The sender's user id. */
  from: idSchema,
  /** As written to its sender (and the admin); masked to the other party until the pair books. */
  text: z.string(),
  createdAt: z.string(),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

export const conversationSummarySchema = z.object({
  _id: idSchema,
  with: conversationPartySchema,
  lastMessage: conversationMessageSchema.nullable(),
  unread: z.number().int(),
  /** Whether either party blocked it (no new messages either way). */
  blocked: z.boolean(),
  /** Whether contact details show plainly (a confirmed demo, a paid hire or an accepted response). */
  unlocked: z.boolean(),
  updatedAt: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;
export const conversationsResponse = z.object({ conversations: z.array(conversationSummarySchema) });
export type ConversationsResponse = z.infer<typeof conversationsResponse>;

/** The header badge: unread messages over all of the user's conversations. */
export const unreadResponse = z.object({ unread: z.number().int() });
export type UnreadResponse = z.infer<typeof unreadResponse>;

export const messagesQuery = z.object({
  /** An instant: messages older than it (the next page back). */
  before: z.iso.datetime({ offset: true, error: 'before: a date and time with an offset' }).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(conversationLimits.pageMax)
    .default(conversationLimits.pageDefault),
});
export type MessagesQuery = z.infer<typeof messagesQuery>;
export const messagesResponse = z.object({ messages: z.array(conversationMessageSchema) });
export type MessagesResponse = z.infer<typeof messagesResponse>;
export const messageResponse = z.object({ message: conversationMessageSchema });
export type MessageResponse = z.infer<typeof messageResponse>;

export const conversationOkResponse = z.object({ success: z.literal(true), message: z.string() });

/** The admin's queue of reported conversations. */
export const conversationReportSchema = z.object({
  _id: idSchema,
  conversationId: idSchema,
  reason: z.string(),
  reporter: z.object({ _id: idSchema, name: z.string() }),
  /** The two parties of the thread. */
  student: z.object({ _id: idSchema, name: z.string() }),
  entity: z.object({ _id: idSchema, name: z.string(), role: z.enum(roles) }),
  createdAt: z.string(),
});
export type ConversationReport = z.infer<typeof conversationReportSchema>;
export const reportsResponse = z.object({
  reports: z.array(conversationReportSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type ReportsResponse = z.infer<typeof reportsResponse>;
