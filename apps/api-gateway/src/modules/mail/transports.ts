import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { Config } from '../../config';
import { PermanentJobError } from '../../lib/job-queue';

/** One message as it leaves the shop: a single recipient, a plain-text body and its HTML alternative. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The Message-ID header (`<…@…>`); the same on every try, so a resent message can be recognised. */
  messageId?: string;
}

/** Where the shop's e-mail goes (ADR 023): an SMTP server, or files for development and tests. */
export interface MailTransport {
  readonly kind: 'smtp' | 'file';
  send(message: OutgoingMail): Promise<{ messageId: string }>;
  /** Lets go of open connections when the gateway stops. */
  close(): void;
}

/** The receiving side refused the message for good: sending it again would be refused again. */
export class MailRefusedError extends PermanentJobError {
  override name = 'MailRefusedError';
}

const asMail = (message: OutgoingMail) => ({
  // Attachments and embedded images are never read from a path or a URL a message names.
  disableFileAccess: true,
  disableUrlAccess: true,
  from: message.from,
  to: message.to,
  subject: message.subject,
  text: message.text,
  html: message.html,
  ...(message.messageId ? { messageId: message.messageId } : {}),
});

/**
 * A 5xx answer to the envelope or the message (unknown mailbox, domain that takes no mail, content
 * refused) says no for good, as does an envelope nodemailer itself finds invalid; everything else
 * (no connection, a 4xx "try later", refused credentials an administrator may correct) is worth
 * another try.
 */
function isRefusal(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, responseCode } = error as Error & { code?: string; responseCode?: number };
  if (code !== 'EENVELOPE' && code !== 'EMESSAGE') return false;
  return responseCode === undefined || (responseCode >= 500 && responseCode < 600);
}

/**
 * Sends through the SMTP server of SMTP_URL: `smtp://user:password@host:587` (STARTTLS when the
 * server offers it), `smtps://…:465` (TLS from the first byte), nodemailer's options in the query.
 */
export function smtpTransport(url: string): MailTransport & { readonly options: SMTPTransport.Options } {
  const mailer = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    options: (mailer.transporter as unknown as SMTPTransport).options,
    async send(message) {
      try {
        const info = await mailer.sendMail(asMail(message));
        return { messageId: info.messageId };
      } catch (error) {
        if (isRefusal(error))
          throw new MailRefusedError(`The mail server refused the message: ${(error as Error).message}`, {
            cause: error,
          });
        throw error;
      }
    },
    close: () => mailer.close(),
  };
}

/** A Message-ID made into a file name: its letters, digits, dots and dashes. */
const fileSafe = (messageId: string) =>
  messageId
    .replace(/^<|>$/g, '')
    .replace(/[^A-Za-z0-9.-]+/g, '_')
    .slice(0, 120);

/**
 * Writes each message as an RFC 822 `.eml` file (CRLF line ends, as on the wire) in `directory`,
 * named `<time>-<Message-ID>.eml` so a listing is in the order they were sent. The time is ISO
 * 8601's basic format (20250102T030405.678Z): no colons, which some file systems refuse.
 */
export function fileTransport(directory: string): MailTransport & { readonly directory: string } {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    kind: 'file',
    directory,
    async send(message) {
      const info = await composer.sendMail(asMail(message));
      const stamp = new Date().toISOString().replace(/[-:]/g, '');
      const name = `${stamp}-${fileSafe(info.messageId)}.eml`;
      await mkdir(directory, { recursive: true });
      // Written aside, then renamed: whoever reads the folder never finds half a message.
      const partial = path.join(directory, `.${name}.partial`);
      await writeFile(partial, info.message as Buffer);
      await rename(partial, path.join(directory, name));
      return { messageId: info.messageId };
    },
    close: () => composer.close(),
  };
}

/** The transport the configuration names: SMTP_URL's server, else files under DATA_DIR/mail. */
export function mailTransportFor(config: Pick<Config, 'mail' | 'dataDir'>): MailTransport {
  return config.mail.smtpUrl
    ? smtpTransport(config.mail.smtpUrl)
    : fileTransport(path.join(config.dataDir, 'mail'));
}
