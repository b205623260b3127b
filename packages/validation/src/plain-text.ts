import { MESSAGE_KEYS } from './messages';

// C0 and C1 control characters and DEL; tab, line feed and carriage return are the exceptions
// that multi-line text (a description, a message) may hold.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const CONTROL_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// Half of a UTF-16 pair without its other half: no UTF-8 encoding exists for it.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Whether a text is plain: no control characters (NUL above all, which PostgreSQL refuses in
 * text) and no lone surrogate. One rule for every text the server accepts: single-line values
 * (parameters, names) allow no control character at all, multi-line ones tab and line breaks.
 */
export function isPlainText(text: string, { lineBreaks = false }: { lineBreaks?: boolean } = {}): boolean {
  return !(lineBreaks ? CONTROL_EXCEPT_LINE_BREAKS : CONTROL).test(text) && !LONE_SURROGATE.test(text);
}

export const plainTextMessage = MESSAGE_KEYS.ControlCharacters;
