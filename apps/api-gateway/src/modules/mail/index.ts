import { randomUUID } from 'node:crypto';
import type { Executor } from '@vitrine/db';
import type { Config } from '../../config';
import { enqueueJob } from '../../lib/job-queue';
import type { GatewayModule } from '../../lib/module';
import { MAIL_JOB, type MailJobPayload, type MailMessage, mailService, senderName } from './mail-service';
import type { MailShop } from './templates';
import { mailTransportFor } from './transports';

export { MAIL_JOB, type MailMessage, type MailService, mailService, senderAddress } from './mail-service';
export {
  escapeHtml,
  type MailLayoutInput,
  type MailShop,
  type MailTextInput,
  mailLayout,
  mailText,
} from './templates';
export {
  fileTransport,
  MailRefusedError,
  type MailTransport,
  mailTransportFor,
  type OutgoingMail,
  smtpTransport,
} from './transports';

/**
 * Sends a message through the durable job queue (ADR 023). Called with `executorOf(db, work)`
 * inside the unit of work that makes the message necessary, so it is sent if and only if that
 * work commits, even when the process stops right after. Answers the job's id.
 */
export function enqueueMail(executor: Executor, message: MailMessage): Promise<number> {
  const payload: MailJobPayload = {
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageKey: randomUUID(),
  };
  return enqueueJob(executor, { kind: MAIL_JOB, payload });
}

/** The shop as the footer of its messages names it: MAIL_FROM's name, else its host; its address. */
export function mailShop(config: Pick<Config, 'mail' | 'publicOrigin' | 'basePath'>): MailShop {
  return {
    name: senderName(config.mail.from) ?? new URL(config.publicOrigin).host,
    url: `${config.publicOrigin}${config.basePath}/`,
  };
}

/** Outgoing e-mail: the 'mail.send' job's handler over the configured transport. */
export const mailModule: GatewayModule = async (app, { config }) => {
  const transport = mailTransportFor(config);
  const mail = mailService({ transport, from: config.mail.from });
  app.jobs.register(MAIL_JOB, mail.sendJob);
  app.addHook('onClose', async () => transport.close());
};
