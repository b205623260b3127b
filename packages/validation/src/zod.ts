import type { Culture } from '@vitrine/i18n';
import Decimal from 'decimal.js';
import { z } from 'zod';
import { encodeMessage, MESSAGE_KEYS, messageOf } from './messages';
import { type QuantityOptions, resolveQuantityBounds } from './quantity';
import {
  type FieldRuleName,
  type RuleFailure,
  type RuleName,
  type RuleSet,
  validateValue,
} from './rules/registry';
import { type UploadRules, validateUpload } from './upload';
import { readField } from './values';
import { isVatNumberFormatValid } from './vat';

/**
 * zod 4 builders over the rule methods, so one declaration validates a react-hook-form form (through
 * zodResolver) and a Fastify body (through fastify-type-provider-zod). Rules run as refinements, which
 * zod's JSON Schema output ignores, so the OpenAPI document keeps the plain types.
 */

export interface RulesOptions {
  /** The visitor's culture, read by culture-dependent rules (the long date format). */
  readonly culture?: Culture;
  /** Message keys replacing a rule's own, e.g. `{ required: 'Checkout.EmailRequired' }`. */
  readonly messages?: Partial<Record<RuleName, string>>;
}

/** The metadata a rule's zod issue carries besides its encoded message, for servers that want structure. */
export interface RuleIssueParams {
  readonly rule: RuleName;
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

function issueOf(failure: RuleFailure, options: RulesOptions | undefined) {
  const override = options?.messages?.[failure.rule];
  const message = override ? { key: override, params: failure.message.params } : failure.message;
  const params: RuleIssueParams = { rule: failure.rule, key: message.key, params: message.params };
  return { code: 'custom' as const, message: messageOf(message), params: { ...params } };
}

const requiredMessage = encodeMessage(MESSAGE_KEYS.Required);

/** Missing values read as "required"; other type errors keep zod's own wording. */
function requiredWhenMissing(issue: { input?: unknown }): string | undefined {
  return issue.input === undefined || issue.input === null ? requiredMessage : undefined;
}

/**
 * Adds single-field rules to a schema, in jQuery Validation's notation: `{ required: true, maxlength: 50 }`.
 * The first failing rule reports, as a field shows one message at a time.
 */
export function withRules<T extends z.ZodType>(
  schema: T,
  rules: RuleSet<FieldRuleName>,
  options?: RulesOptions,
): T {
  return schema.superRefine((value, ctx) => {
    const failure = validateValue(value, rules, { culture: options?.culture });
    if (failure) ctx.addIssue(issueOf(failure, options));
  });
}

/** A text field: a string, checked by the given rules; `trim` stores it without surrounding spaces. */
export function textField(
  rules: RuleSet<FieldRuleName> = {},
  options: RulesOptions & { readonly trim?: boolean } = {},
): z.ZodString {
  const base = z.string({ error: requiredWhenMissing });
  return withRules(options.trim ? base.trim() : base, rules, options);
}

/** An e-mail field, trimmed as spec 000 §5 asks, optional unless `required` is set. */
export function emailField(rules: RuleSet<FieldRuleName> = {}, options: RulesOptions = {}): z.ZodString {
  return textField({ ...rules, email: true }, { ...options, trim: true });
}

/** A checkbox; `{ enforcetrue: true }` makes it one that must be checked. */
export function checkboxField(rules: RuleSet<FieldRuleName> = {}, options: RulesOptions = {}): z.ZodBoolean {
  return withRules(z.boolean({ error: requiredWhenMissing }), rules, options);
}

/** A number input (react-hook-form's `valueAsNumber`, a JSON number), checked by the given rules. */
export function numberField(rules: RuleSet<FieldRuleName> = {}, options: RulesOptions = {}): z.ZodNumber {
  return withRules(z.number({ error: encodeMessage(MESSAGE_KEYS.Number) }), rules, options);
}

/** A VAT number with its country's format; the country fixed here or found in the number's prefix. */
export function vatNumberSchema(countryCode?: string): z.ZodString {
  return z.string({ error: requiredWhenMissing }).superRefine((value, ctx) => {
    if (value.trim() === '') return;
    if (!isVatNumberFormatValid(countryCode, value)) {
      ctx.addIssue({ code: 'custom', message: encodeMessage(MESSAGE_KEYS.VatNumber) });
    }
  });
}

/**
 * A file selection (a FileList or an array of files) checked against upload rules. Every problem is
 * reported, so a widget can list them; the field shows the first.
 */
export function uploadSchema(rules: UploadRules): z.ZodType<unknown> {
  return z.unknown().superRefine((value, ctx) => {
    for (const issue of validateUpload(value, rules)) {
      ctx.addIssue({
        code: 'custom',
        message: messageOf(issue.message),
        params: { rule: issue.rule, fileName: issue.fileName },
      });
    }
  });
}

/**
 * A quantity the input could have produced: a number within the bounds, on the step grid. The gateway
 * uses it for add-to-cart and cart-line bodies so that a hand-made request cannot order 3 of a pack of 6.
 */
export function quantitySchema(options: QuantityOptions = {}): z.ZodNumber {
  const bounds = resolveQuantityBounds(options);
  return z.number({ error: encodeMessage(MESSAGE_KEYS.Quantity) }).superRefine((value, ctx) => {
    if (bounds.zeroFloor && value === 0) return;
    if (value < bounds.min) {
      ctx.addIssue({ code: 'custom', message: encodeMessage(MESSAGE_KEYS.Min, { min: bounds.min }) });
    } else if (bounds.max > 0 && value > bounds.max) {
      ctx.addIssue({ code: 'custom', message: encodeMessage(MESSAGE_KEYS.Max, { max: bounds.max }) });
    } else if (bounds.aligned && !new Decimal(value).mod(bounds.step).isZero()) {
      ctx.addIssue({ code: 'custom', message: encodeMessage(MESSAGE_KEYS.Step, { step: bounds.step }) });
    }
  });
}

/** A field path of a form: a top-level key, or a dotted path into nested values ("Billing.Country"). */
export type FieldPath<T> = (keyof T & string) | `${string}.${string}`;

/** The rules of a whole form, by field, as jQuery Validation's `rules` option: cross-field rules allowed. */
export type FormRules<T> = { readonly [K in FieldPath<T>]?: RuleSet };

function samePath(a: readonly PropertyKey[], b: readonly PropertyKey[]): boolean {
  return a.length === b.length && a.every((part, index) => String(part) === String(b[index]));
}

/**
 * Adds whole-form rules to an object schema: cross-field rules (requiredif, requiredor, equalTo,
 * notequalto, require_from_group…) and single-field ones alike, each failure reported on its field's
 * path so react-hook-form shows it under the right input. They run even when other fields already
 * failed, so the visitor sees every problem at once, but never add a second message to a field.
 */
export function withFormRules<T extends z.ZodType<Record<string, unknown>>>(
  schema: T,
  rules: FormRules<z.output<T>>,
  options?: RulesOptions,
): T {
  return schema.superRefine(
    (values, ctx) => {
      const form = values as Record<string, unknown>;
      for (const [field, set] of Object.entries(rules) as Array<[string, RuleSet | undefined]>) {
        if (!set) continue;
        const path = field.split('.');
        if (ctx.issues.some((issue) => samePath(issue.path ?? [], path))) continue;
        const failure = validateValue(readField(form, field), set, {
          form,
          culture: options?.culture,
          field,
        });
        if (failure) ctx.addIssue({ ...issueOf(failure, options), path });
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
}

/** `z.object(shape)` with whole-form rules: the usual way to declare a form. */
export function formSchema<Shape extends z.ZodRawShape>(
  shape: Shape,
  rules: FormRules<z.output<z.ZodObject<Shape>>>,
  options?: RulesOptions,
): z.ZodObject<Shape> {
  return withFormRules(z.object(shape), rules, options);
}
