import { type MailboxMessage, readMailbox } from '../../apps/api-gateway/test/mailbox';
import { expect } from './fixtures';

/** The shop's DATA_DIR, which playwright.config.ts made and handed to the shop it started. */
export const dataDir = () => {
  const folder = process.env.E2E_DATA_DIR;
  if (!folder) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  return folder;
};

/** The newest message to `to` whose subject is `subject`, once the shop's mail worker wrote it. */
export async function messageTo(to: string, subject: string): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await readMailbox(dataDir())).filter((m) => m.to === to && m.subject === subject).at(-1);
        return found !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found as MailboxMessage;
}

/** The shop page a message links to, as a path to open: `/{culture}/security/...?token=…`. */
export function linkIn(message: MailboxMessage, page: string): string {
  const match = new RegExp(`/fr/security/${page}\\?token=[\\w-]+`).exec(message.text ?? '');
  if (!match) throw new Error(`no ${page} link in: ${message.text}`);
  return match[0];
}
