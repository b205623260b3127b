import { fieldName, fieldNames, isBlank, isFilled, readField, toNumber, toText } from '../values';
import type { RuleContext } from './types';

/**
 * Rules that read other fields take the whole form through the context. A field is named as in the form
 * values ("Email", "Billing.Country"); jQuery-style selectors ("#Email") are accepted for migrated forms.
 */
function other(context: RuleContext | undefined, selector: string): unknown {
  return readField(context?.form, fieldName(selector));
}

/** A field's value in a group, taking the value under validation for the field itself. */
function groupValue(value: unknown, name: string, context: RuleContext | undefined): unknown {
  return context?.field === name ? value : readField(context?.form, name);
}

function sameText(a: unknown, b: unknown): boolean {
  return toText(a) === toText(b);
}

/**
 * jQuery's `equalTo`: the value equals the other field's ("confirm your password"). As in jQuery an empty
 * confirmation of a filled field fails, so the pair cannot be submitted half-typed.
 */
export function equalTo(value: unknown, otherField: string, context?: RuleContext): boolean {
  return sameText(value, other(context, otherField));
}

/** jQuery's `notEqualTo`: the value differs from the other field(s); an empty value passes. */
export function notEqualTo(
  value: unknown,
  otherFields: string | readonly string[],
  context?: RuleContext,
): boolean {
  if (isBlank(value)) return true;
  return fieldNames(otherFields).every((name) => !sameText(value, readField(context?.form, name)));
}

/** Spec 000 §5 "notequalto": the value differs from each of the listed fields (compared trimmed). */
export function notequalto(
  value: unknown,
  otherFields: string | readonly string[],
  context?: RuleContext,
): boolean {
  if (isBlank(value)) return true;
  const text = toText(value).trim();
  return fieldNames(otherFields).every((name) => toText(readField(context?.form, name)).trim() !== text);
}

export interface RequiredIfParam {
  /** The field the requirement depends on. */
  readonly field: string;
  /** The value that field is compared with; a checkbox compares as true or false. */
  readonly value: string | number | boolean | null;
  /**
   * Spec 000 §5 as written: "comparison isequalto means the inverse condition applies". The comparison
   * names the case in which the field may stay empty, as the old system's forms used it:
   * - none: required while the other field equals the value;
   * - `isequalto`: the inverse, required while the other field differs from the value;
   * - `isnotequalto`: the inverse again, required while the other field equals the value (as with none).
   */
  readonly comparison?: 'isequalto' | 'isnotequalto';
}

const BOOLEAN_TEXTS = new Set(['true', 'false']);

function comparable(value: unknown, booleanTarget: boolean): string {
  if (typeof value === 'boolean') return String(value);
  // An unchecked checkbox may reach the form values as undefined rather than false.
  if (booleanTarget && (value === undefined || value === null || value === '')) return 'false';
  return toText(value).trim().toLowerCase();
}

/**
 * Spec 000 §5 "requiredif": required when another field's value equals, or differs from, a given value;
 * `comparison: 'isequalto'` applies the inverse condition (required while the values differ), as the
 * spec says and as forms moved from the old system expect (ADR 004). Comparison ignores case, so a
 * checkbox matches "True" as MVC renders it.
 */
export function requiredif(value: unknown, param: RequiredIfParam, context?: RuleContext): boolean {
  const target = comparable(param.value, false);
  const booleanTarget = BOOLEAN_TEXTS.has(target);
  const actual = comparable(other(context, param.field), booleanTarget);
  const equal = actual === target;
  const applies = param.comparison === 'isequalto' ? !equal : equal;
  return !applies || isFilled(value);
}

/** Spec 000 §5 "requiredor": this field or another (any of several) must be filled. */
export function requiredor(
  value: unknown,
  otherFields: string | readonly string[],
  context?: RuleContext,
): boolean {
  return isFilled(value) || fieldNames(otherFields).some((name) => isFilled(readField(context?.form, name)));
}

/** A group rule's parameter: how many fields, and which (names, or one comma-separated string). */
export type GroupParam = readonly [number, string | readonly string[]];

function filledInGroup(value: unknown, [, fields]: GroupParam, context: RuleContext | undefined): number {
  return fieldNames(fields).filter((name) => isFilled(groupValue(value, name, context))).length;
}

/** jQuery's `require_from_group`: at least N fields of the group are filled. */
export function require_from_group(value: unknown, param: GroupParam, context?: RuleContext): boolean {
  return filledInGroup(value, param, context) >= param[0];
}

/** jQuery's `skip_or_fill_minimum`: the group is left empty, or at least N of its fields are filled. */
export function skip_or_fill_minimum(value: unknown, param: GroupParam, context?: RuleContext): boolean {
  const filled = filledInGroup(value, param, context);
  return filled === 0 || filled >= param[0];
}

/**
 * Orders two values: as numbers when both are numbers (jQuery compares the raw strings, so "10" < "9";
 * that is fixed here), as dates when both are Dates, otherwise as text, which orders ISO dates correctly.
 */
export function compareValues(a: unknown, b: unknown): number {
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  const left = toNumber(a);
  const right = toNumber(b);
  if (left !== null && right !== null) return left - right;
  const leftText = toText(a).trim();
  const rightText = toText(b).trim();
  return leftText === rightText ? 0 : leftText > rightText ? 1 : -1;
}

function compareWith(
  value: unknown,
  otherField: string,
  context: RuleContext | undefined,
  test: (order: number) => boolean,
): boolean {
  const target = other(context, otherField);
  // Nothing to compare with yet: the pair is judged once both sides are filled.
  if (isBlank(value) || isBlank(target)) return true;
  return test(compareValues(value, target));
}

export function greaterThan(value: unknown, otherField: string, context?: RuleContext): boolean {
  return compareWith(value, otherField, context, (order) => order > 0);
}

export function greaterThanEqual(value: unknown, otherField: string, context?: RuleContext): boolean {
  return compareWith(value, otherField, context, (order) => order >= 0);
}

export function lessThan(value: unknown, otherField: string, context?: RuleContext): boolean {
  return compareWith(value, otherField, context, (order) => order < 0);
}

export function lessThanEqual(value: unknown, otherField: string, context?: RuleContext): boolean {
  return compareWith(value, otherField, context, (order) => order <= 0);
}
