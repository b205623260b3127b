/**
 * Validation messages travel as i18n keys, never as text: the server cannot know the visitor's culture
 * when a zod schema runs, and the same schema runs in both apps. Parameters ride along in the message
 * string itself (`Validation.MaxLength|{"max":20}`) because that string is the only part of a zod issue
 * that react-hook-form's resolver and fastify-type-provider-zod both pass through untouched.
 */

export const MESSAGE_KEYS = {
  Required: 'Validation.Required',
  EnforceTrue: 'Validation.EnforceTrue',
  RequiredOr: 'Validation.RequiredOr',
  Email: 'Validation.Email',
  Url: 'Validation.Url',
  Date: 'Validation.Date',
  Time: 'Validation.Time',
  Number: 'Validation.Number',
  Digits: 'Validation.Digits',
  Integer: 'Validation.Integer',
  MinLength: 'Validation.MinLength',
  MaxLength: 'Validation.MaxLength',
  RangeLength: 'Validation.RangeLength',
  Min: 'Validation.Min',
  Max: 'Validation.Max',
  Range: 'Validation.Range',
  Step: 'Validation.Step',
  EqualTo: 'Validation.EqualTo',
  NotEqualTo: 'Validation.NotEqualTo',
  MinWords: 'Validation.MinWords',
  MaxWords: 'Validation.MaxWords',
  RangeWords: 'Validation.RangeWords',
  Alphanumeric: 'Validation.Alphanumeric',
  LettersOnly: 'Validation.LettersOnly',
  LettersWithBasicPunc: 'Validation.LettersWithBasicPunc',
  NoWhitespace: 'Validation.NoWhitespace',
  ControlCharacters: 'Validation.ControlCharacters',
  Pattern: 'Validation.Pattern',
  Currency: 'Validation.Currency',
  CreditCard: 'Validation.CreditCard',
  Iban: 'Validation.Iban',
  Bic: 'Validation.Bic',
  RoutingNumber: 'Validation.RoutingNumber',
  BankAccount: 'Validation.BankAccount',
  NifES: 'Validation.NifES',
  NieES: 'Validation.NieES',
  CifES: 'Validation.CifES',
  NipPL: 'Validation.NipPL',
  CpfBR: 'Validation.CpfBR',
  CnpjBR: 'Validation.CnpjBR',
  NisBR: 'Validation.NisBR',
  CnhBR: 'Validation.CnhBR',
  VinUS: 'Validation.VinUS',
  Phone: 'Validation.Phone',
  Mobile: 'Validation.Mobile',
  PostalCode: 'Validation.PostalCode',
  State: 'Validation.State',
  IPv4: 'Validation.IPv4',
  IPv6: 'Validation.IPv6',
  Netmask: 'Validation.Netmask',
  FileExtension: 'Validation.FileExtension',
  FileType: 'Validation.FileType',
  MaxFiles: 'Validation.MaxFiles',
  MaxFileSize: 'Validation.MaxFileSize',
  MinFileSize: 'Validation.MinFileSize',
  MaxTotalSize: 'Validation.MaxTotalSize',
  ImageTooSmall: 'Validation.ImageTooSmall',
  ImageInvalid: 'Validation.ImageInvalid',
  RequireFromGroup: 'Validation.RequireFromGroup',
  SkipOrFillMinimum: 'Validation.SkipOrFillMinimum',
  GreaterThan: 'Validation.GreaterThan',
  GreaterThanEqual: 'Validation.GreaterThanEqual',
  LessThan: 'Validation.LessThan',
  LessThanEqual: 'Validation.LessThanEqual',
  VatNumber: 'Validation.VatNumber',
  CouponCodeRequired: 'Validation.CouponCodeRequired',
  SearchMinLength: 'Validation.SearchMinLength',
  Quantity: 'Validation.Quantity',
  QuantityIsMandatory: 'Sales.QuantityIsMandatory',
  PasswordTooShort: 'Validation.PasswordTooShort',
  PasswordTooLong: 'Validation.PasswordTooLong',
  PasswordTooCommon: 'Validation.PasswordTooCommon',
  PasswordsDiffer: 'Validation.PasswordsDiffer',
} as const;

export type MessageKey = (typeof MESSAGE_KEYS)[keyof typeof MESSAGE_KEYS];
export type MessageParams = Readonly<Record<string, string | number>>;

/** A message before encoding: the key to translate and the values of its `{placeholders}`. */
export interface ValidationMessage {
  readonly key: string;
  readonly params?: MessageParams;
}

const SEPARATOR = '|';

export function encodeMessage(key: string, params?: MessageParams): string {
  if (!params || Object.keys(params).length === 0) return key;
  return `${key}${SEPARATOR}${JSON.stringify(params)}`;
}

function isMessageParams(value: unknown): value is MessageParams {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((entry) => typeof entry === 'string' || typeof entry === 'number');
}

/**
 * Splits an encoded message back into key and parameters. Anything that is not an encoded message
 * (a zod default message, a server text) comes back whole as the key, so `t()` shows it as it is.
 */
export function decodeMessage(message: string): ValidationMessage {
  const at = message.indexOf(SEPARATOR);
  if (at < 0) return { key: message };
  const key = message.slice(0, at);
  try {
    const params: unknown = JSON.parse(message.slice(at + 1));
    if (isMessageParams(params)) return { key, params };
  } catch {
    // Not one of ours: a literal message that merely contains the separator.
  }
  return { key: message };
}

/** Translates an encoded message with the app's translator, e.g. for a react-hook-form error. */
export function translateMessage(
  message: string | undefined,
  translate: (key: string, params?: MessageParams) => string,
): string {
  if (!message) return '';
  const { key, params } = decodeMessage(message);
  return translate(key, params);
}

export function messageOf(message: ValidationMessage): string {
  return encodeMessage(message.key, message.params);
}
