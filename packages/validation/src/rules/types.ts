import type { Culture } from '@vitrine/i18n';

/** What a rule may know beyond its own value: the whole form (cross-field rules) and the visitor's culture. */
export interface RuleContext {
  readonly form?: Readonly<Record<string, unknown>>;
  readonly culture?: Culture;
  /** The name of the field being validated, so group rules can tell it apart from its siblings. */
  readonly field?: string;
}

/**
 * A rule method: pure, synchronous, and true when the value passes. Like jQuery Validation's methods,
 * every rule but the "required" family lets an empty value pass, so optionality is decided by `required`.
 */
export type RuleMethod<P = unknown> = (value: unknown, param: P, context?: RuleContext) => boolean;

/** The parameter of a rule that takes none: `true` in a rules object, as jQuery Validation wrote it. */
export type Flag = boolean | undefined;

/** Two bounds, as jQuery Validation's range rules take them. */
export type Bounds = readonly [number, number];
