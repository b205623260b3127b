import { ruleMethods } from '@vitrine/validation';
import { z } from 'zod';
import { PermanentJobError } from '../../lib/job-queue';
import { MailRefusedError, type MailTransport } from './transports';

/** What a module sends: one recipient, a subject, the text and its HTML alternative. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The job that sends one message: the message, and the key its Message-ID is made from. */
export const MAIL_JOB = 'mail.send';

export const MailJobPayload = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** Fixed when the job is written, so every try of it sends the same Message-ID. */
  messageKey: z.string().regex(/^[\w-]{1,64}$/),
});
export type MailJobPayload = z.infer<typeof MailJobPayload>;

/** The longest address SMTP carries (RFC 5321's path limit less its brackets). */
const MAX_ADDRESS_LENGTH = 254;

const isAddress = (value: string) =>
  value.length > 0 && value.length <= MAX_ADDRESS_LENGTH && ruleMethods.email(value);

/** The address part of MAIL_FROM ("Vitrine <shop@example.com>" or "shop@example.com"). */
export const senderAddress = (from: string) => /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim();

/** The name part of MAIL_FROM, if it has one. */
export function senderName(from: string): string | null {
  const match = /^(.*?)\s*<[^<>]+>\s*$/.exec(from);
  const name = match?.[1]?.replace(/^"|"$/g, '').trim();
  return name ? name : null;
}

export function mailService({ transport, from }: { transport: MailTransport; from: string }) {
  const domain = senderAddress(from).split('@').pop() ?? 'localhost';

  /**
   * Sends one message now. An address or subject that can never be sent is a PermanentJobError
   * (a MailRefusedError), so the job that asked gives up at once; anything else may be retried.
   */
  async function send(message: MailMessage, messageKey?: string): Promise<{ messageId: string }> {
    const to = message.to.trim();
    if (!isAddress(to))
      throw new MailRefusedError(`'${message.to}' is not an e-mail address we can send to.`);
    // A line break in a header would start another header.
    if (/[\r\n]/.test(message.subject)) throw new MailRefusedError('A subject is one line.');
    return transport.send({
      from,
      to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(messageKey ? { messageId: `<${messageKey}@${domain}>` } : {}),
    });
  }

  /** The 'mail.send' job's handler. */
  async function sendJob(payload: unknown): Promise<void> {
    const parsed = MailJobPayload.safeParse(payload);
    if (!parsed.success) throw new PermanentJobError(`Not a message to send: ${parsed.error.message}`);
    const { messageKey, ...message } = parsed.data;
    await send(message, messageKey);
  }

  return { send, sendJob };
}

export type MailService = ReturnType<typeof mailService>;
