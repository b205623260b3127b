import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** One message the file transport wrote, read back as a mail client would show it. */
export interface MailboxMessage {
  file: string;
  from: string;
  to: string;
  subject: string;
  messageId: string;
  contentType: string;
  text: string | null;
  html: string | null;
  /** The file as written: CRLF line ends, encoded headers and parts. */
  raw: string;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitHeaders(source: string): Part {
  const end = source.indexOf('\r\n\r\n');
  const head = end === -1 ? source : source.slice(0, end);
  const body = end === -1 ? '' : source.slice(end + 4);
  const headers = new Map<string, string>();
  // Folded lines (starting with white space) continue the header above them.
  for (const line of head.replace(/\r\n(?=[ \t])/g, '').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function bytesOfQuotedPrintable(text: string): Buffer {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else bytes.push(...Buffer.from(joined[index] ?? '', 'utf8'));
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=); white space between two of them is dropped. */
function decodeHeader(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_word, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : bytesOfQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    );
}

/** A part's content as a client shows it: decoded, its line ends back to \n. */
function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const decoded =
    encoding === 'base64'
      ? Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? bytesOfQuotedPrintable(part.body).toString('utf8')
        : part.body;
  return decoded.replace(/\r\n/g, '\n');
}

function leaves(part: Part): Part[] {
  const contentType = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!contentType.toLowerCase().startsWith('multipart/') || !boundary) return [part];
  const sections = part.body.split(`--${boundary}`);
  // What precedes the first boundary is a preamble, and what follows the closing one ("--") an epilogue.
  return sections
    .slice(1)
    .filter((section) => !section.startsWith('--'))
    .flatMap((section) => leaves(splitHeaders(section.replace(/^\r\n/, '').replace(/\r\n$/, ''))));
}

export function parseMessage(raw: string, file = ''): MailboxMessage {
  const message = splitHeaders(raw);
  const parts = leaves(message);
  const body = (type: string) => {
    const part = parts.find((candidate) =>
      (candidate.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(type),
    );
    return part ? decodeBody(part) : null;
  };
  const header = (name: string) => decodeHeader(message.headers.get(name) ?? '');
  return {
    file,
    from: header('from'),
    to: header('to'),
    subject: header('subject'),
    messageId: header('message-id'),
    contentType: message.headers.get('content-type') ?? '',
    text: body('text/plain'),
    html: body('text/html'),
    raw,
  };
}

/** The messages the file transport wrote under DATA_DIR/mail, oldest first. */
export async function readMailbox(dataDir: string): Promise<MailboxMessage[]> {
  const folder = path.join(dataDir, 'mail');
  const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const files = names.filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (name) => parseMessage(await readFile(path.join(folder, name), 'utf8'), name)),
  );
}
