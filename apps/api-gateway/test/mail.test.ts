import { once } from 'node:events';
import { readdir } from 'node:fs/promises';
import { type AddressInfo, createServer, type Server } from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { PermanentJobError } from '../src/lib/job-queue';
import { jobRepository } from '../src/lib/job-repository';
import { executorOf, unitOfWork } from '../src/lib/unit-of-work';
import {
  enqueueMail,
  escapeHtml,
  MailRefusedError,
  mailLayout,
  mailShop,
  mailText,
  mailTransportFor,
  smtpTransport,
} from '../src/modules/mail/index';
import { databaseTargets, startTestApp, type TestApp } from './helpers';
import { parseMessage, readMailbox } from './mailbox';

const TEST_ENV = { NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/vitrine-mail-config' };

/**
 * An SMTP server that speaks just enough of RFC 5321 for nodemailer, over a local socket: it
 * accepts or refuses each recipient as told and keeps every message it accepts.
 */
async function fakeSmtpServer(recipientReply: () => string = () => '250 2.1.5 OK') {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server: Server = createServer((socket) => {
    let buffer = '';
    let envelope = { from: '', to: [] as string[] };
    let data: string[] | null = null;
    const say = (line: string) => socket.write(`${line}\r\n`);
    say('220 fake.test ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end !== -1; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === '.') {
            received.push({ ...envelope, data: data.join('\r\n') });
            data = null;
            envelope = { from: '', to: [] };
            say('250 2.0.0 queued');
          } else data.push(line.startsWith('..') ? line.slice(1) : line);
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') say('250 fake.test');
        else if (command === 'MAIL') {
          envelope.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          say('250 2.1.0 OK');
        } else if (command === 'RCPT') {
          const reply = recipientReply();
          if (reply.startsWith('2')) envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          say(reply);
        } else if (command === 'DATA') {
          data = [];
          say('354 go ahead');
        } else if (command === 'RSET') say('250 2.0.0 OK');
        else if (command === 'QUIT') {
          say('221 2.0.0 bye');
          socket.end();
        } else say('502 5.5.2 not implemented');
      }
    });
    socket.on('error', () => {});
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the mail layout', () => {
  it('escapes the five characters that matter in HTML', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it('escapes the title and the shop, keeps the body as given, and speaks the recipient’s language', () => {
    const name = '<img src=x onerror=alert(1)>';
    const html = mailLayout({
      title: '<script>alert("title")</script> & co',
      bodyHtml: `<p>Hallo ${escapeHtml(name)},</p>`,
      culture: 'de',
      shop: { name: 'Shop "<b>Wren</b>" $& Co', url: 'https://shop.example/' },
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>Wren');
    expect(html).toContain('<title>&lt;script&gt;alert(&quot;title&quot;)&lt;/script&gt; &amp; co</title>');
    expect(html).toContain('<p>Hallo &lt;img src=x onerror=alert(1)&gt;,</p>');
    expect(html).toContain('<html lang="de">');
    expect(html).toContain(
      'Diese Nachricht wurde Ihnen von <a href="https://shop.example/" style="color:#555555">Shop &quot;&lt;b&gt;Wren&lt;/b&gt;&quot; $&amp; Co</a> gesendet.',
    );
    expect(html).toContain('Sie wurde automatisch versandt: Bitte antworten Sie nicht darauf.');
  });

  it('links no address but http and https, and names the shop generically when it is not given', () => {
    const withScript = mailLayout({
      title: 'T',
      bodyHtml: '',
      culture: 'fr',
      shop: { name: 'Wren', url: 'javascript:alert(1)' },
    });
    expect(withScript).not.toContain('javascript:');
    expect(withScript).toContain('Ce message vous a été envoyé par Wren.');
    const anonymous = mailLayout({ title: 'T', bodyHtml: '', culture: 'pt' });
    expect(anonymous).toContain('Esta mensagem foi-lhe enviada pela nossa loja online.');
    expect(anonymous).toContain('Foi enviada automaticamente: por favor, não responda.');
  });

  it('writes the plain-text alternative with the same footer', () => {
    expect(
      mailText({
        title: 'Bevestiging',
        bodyText: '  Bedankt voor uw bestelling.\n',
        culture: 'nl',
        shop: { name: 'Wren', url: 'https://shop.example/' },
      }),
    ).toBe(
      'Bevestiging\n\nBedankt voor uw bestelling.\n\n-- \nDit bericht werd u gestuurd door Wren.\nhttps://shop.example/\nHet werd automatisch verzonden: gelieve er niet op te antwoorden.\n',
    );
  });

  it('names the shop after MAIL_FROM, else after its address', () => {
    const config = loadConfig({
      ...TEST_ENV,
      MAIL_FROM: 'Maison Wren <shop@wren.example>',
      PUBLIC_URL: 'https://wren.example',
    });
    expect(mailShop(config)).toEqual({ name: 'Maison Wren', url: 'https://wren.example/' });
    const bare = loadConfig({
      ...TEST_ENV,
      MAIL_FROM: 'shop@wren.example',
      PUBLIC_URL: 'https://wren.example',
      BASE_PATH: '/shop',
    });
    expect(mailShop(bare)).toEqual({ name: 'wren.example', url: 'https://wren.example/shop/' });
  });
});

describe('the SMTP transport', () => {
  it('is made from SMTP_URL, which nodemailer reads, without connecting', () => {
    const config = loadConfig({
      ...TEST_ENV,
      SMTP_URL: 'smtps://shop%40wren.example:p%40ss:word@mail.wren.example:465?name=wren.example',
    });
    const transport = mailTransportFor(config);
    expect(transport.kind).toBe('smtp');
    expect((transport as ReturnType<typeof smtpTransport>).options).toMatchObject({
      host: 'mail.wren.example',
      port: 465,
      secure: true,
      auth: { user: 'shop@wren.example', pass: 'p@ss:word' },
      name: 'wren.example',
    });
    transport.close();

    const starttls = smtpTransport('smtp://mail.wren.example:587');
    expect(starttls.options).toMatchObject({ host: 'mail.wren.example', port: 587, secure: false });
    expect(starttls.options.auth).toBeUndefined();
    starttls.close();
  });

  it('writes files under DATA_DIR/mail when no SMTP_URL is given', () => {
    const transport = mailTransportFor(loadConfig(TEST_ENV)) as ReturnType<typeof mailTransportFor> & {
      directory?: string;
    };
    expect(transport.kind).toBe('file');
    expect(transport.directory).toBe(path.join(path.resolve(TEST_ENV.DATA_DIR), 'mail'));
  });

  describe('against a server', () => {
    let replies: string[];
    let server: Awaited<ReturnType<typeof fakeSmtpServer>>;
    beforeEach(async () => {
      replies = [];
      server = await fakeSmtpServer(() => replies.shift() ?? '250 2.1.5 OK');
    });
    afterEach(async () => server.close());

    const message = {
      from: 'Wren <shop@wren.example>',
      to: 'ana@example.com',
      subject: 'Hello',
      text: 'Hello Ana',
      html: '<p>Hello Ana</p>',
      messageId: '<fixed-key@wren.example>',
    };

    it('hands the message over', async () => {
      const transport = smtpTransport(server.url);
      try {
        expect(await transport.send(message)).toEqual({ messageId: '<fixed-key@wren.example>' });
      } finally {
        transport.close();
      }
      expect(server.received).toHaveLength(1);
      const [delivered] = server.received;
      expect(delivered).toMatchObject({ from: 'shop@wren.example', to: ['ana@example.com'] });
      expect(parseMessage(`${delivered?.data}\r\n`)).toMatchObject({
        to: 'ana@example.com',
        subject: 'Hello',
        messageId: '<fixed-key@wren.example>',
        text: 'Hello Ana',
        html: '<p>Hello Ana</p>',
      });
    });

    it('gives up for good when the server refuses the recipient (5xx)', async () => {
      replies.push('550 5.1.1 no such user');
      const transport = smtpTransport(server.url);
      try {
        const error = await transport.send(message).catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(MailRefusedError);
        expect(error).toBeInstanceOf(PermanentJobError);
        expect((error as Error).message).toContain('550 5.1.1 no such user');
      } finally {
        transport.close();
      }
      expect(server.received).toEqual([]);
    });

    it('leaves a temporary refusal (4xx) to be tried again', async () => {
      replies.push('451 4.7.1 greylisted, try later');
      const transport = smtpTransport(server.url);
      try {
        const error = await transport.send(message).catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(Error);
        expect(error).not.toBeInstanceOf(PermanentJobError);
      } finally {
        transport.close();
      }
    });
  });
});

describe.each(databaseTargets)('outgoing mail on $name', ({ url }) => {
  let test: TestApp;
  const mailFolder = () => path.join(test.config.dataDir, 'mail');

  beforeAll(async () => {
    test = await startTestApp(url, { MAIL_FROM: 'Maison Wren <shop@wren.example>' });
  });
  afterAll(async () => test?.close());

  it('sends an enqueued message as an .eml file under DATA_DIR/mail once its job runs', async () => {
    const subject = 'Votre commande n° 1042 — merci !';
    const text = mailText({ title: 'Merci Ana', bodyText: 'Votre commande est confirmée.', culture: 'fr' });
    const html = mailLayout({
      title: 'Merci Ana',
      bodyHtml: '<p>Votre commande est confirmée.</p>',
      culture: 'fr',
      shop: mailShop(test.config),
    });
    const before = (await readMailbox(test.config.dataDir)).length;
    const id = await unitOfWork(test.app.db, (work) =>
      enqueueMail(executorOf(test.app.db, work), { to: 'ana@example.com', subject, text, html }),
    );
    // Nothing leaves before the job runs.
    expect(await readMailbox(test.config.dataDir)).toHaveLength(before);

    expect(await test.app.jobs.runDue()).toEqual({ done: 1, retried: 0, failed: 0 });
    const mailbox = await readMailbox(test.config.dataDir);
    expect(mailbox).toHaveLength(before + 1);
    const sent = mailbox.at(-1);
    expect(sent).toMatchObject({
      from: 'Maison Wren <shop@wren.example>',
      to: 'ana@example.com',
      subject,
      text,
      html,
    });
    expect(sent?.contentType).toMatch(/^multipart\/alternative;/);
    expect(sent?.raw).toContain('\r\nMIME-Version: 1.0\r\n');
    // Named by the time it was written and its Message-ID, which is the job's and on the shop's domain.
    expect(sent?.messageId).toMatch(/^<[0-9a-f-]{36}@wren\.example>$/);
    const key = sent?.messageId.slice(1, -1).replace('@', '_');
    expect(sent?.file).toMatch(new RegExp(`^\\d{8}T\\d{6}\\.\\d{3}Z-${key?.replace(/\./g, '\\.')}\\.eml$`));
    expect((await readdir(mailFolder())).filter((name) => !name.endsWith('.eml'))).toEqual([]);
    expect(await jobRepository(test.app.db).find(id)).toMatchObject({ kind: 'mail.send', status: 'done' });
  });

  it('sends nothing for a message whose unit of work rolled back', async () => {
    const before = (await readMailbox(test.config.dataDir)).length;
    await expect(
      unitOfWork(test.app.db, async (work) => {
        await enqueueMail(executorOf(test.app.db, work), {
          to: 'bruno@example.com',
          subject: 'Never',
          text: 'Never',
          html: '<p>Never</p>',
        });
        throw new Error('the order could not be placed');
      }),
    ).rejects.toThrow('the order could not be placed');
    expect(await test.app.jobs.runDue()).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(await readMailbox(test.config.dataDir)).toHaveLength(before);
  });

  it.each([
    ['an address that is not one', { to: 'not an address' }, "'not an address' is not an e-mail address"],
    ['two addresses in one', { to: 'ana@example.com, eve@evil.example' }, 'is not an e-mail address'],
    [
      'a subject that would add a header',
      { subject: 'Hello\r\nBcc: eve@evil.example' },
      'A subject is one line.',
    ],
  ])('gives up at once on %s, sending nothing', async (_case, change, error) => {
    const before = (await readMailbox(test.config.dataDir)).length;
    const id = await enqueueMail(test.app.db, {
      to: 'ana@example.com',
      subject: 'Hello',
      text: 'Hello',
      html: '<p>Hello</p>',
      ...change,
    });
    expect(await test.app.jobs.runDue()).toEqual({ done: 0, retried: 0, failed: 1 });
    const job = await jobRepository(test.app.db).find(id);
    expect(job).toMatchObject({ status: 'failed', attempts: 1 });
    expect(job?.lastError).toMatch(/^MailRefusedError: /);
    expect(job?.lastError).toContain(error);
    expect(await readMailbox(test.config.dataDir)).toHaveLength(before);
  });
});

describe.each(databaseTargets)('outgoing mail through SMTP_URL on $name', ({ url }) => {
  it('sends the enqueued message to the configured server', async () => {
    const server = await fakeSmtpServer();
    const test = await startTestApp(url, { SMTP_URL: server.url, MAIL_FROM: 'shop@wren.example' });
    try {
      await enqueueMail(test.app.db, {
        to: 'ana@example.com',
        subject: 'Hi',
        text: 'Hi Ana',
        html: '<p>Hi Ana</p>',
      });
      expect(await test.app.jobs.runDue()).toEqual({ done: 1, retried: 0, failed: 0 });
      expect(server.received).toHaveLength(1);
      expect(parseMessage(`${server.received[0]?.data}\r\n`)).toMatchObject({
        from: 'shop@wren.example',
        to: 'ana@example.com',
        subject: 'Hi',
        text: 'Hi Ana',
        html: '<p>Hi Ana</p>',
      });
      expect(await readMailbox(test.config.dataDir)).toEqual([]);
    } finally {
      await test.close();
      await server.close();
    }
  });
});
