import type { Culture } from '../cultures';

/**
 * Declares one namespace of string resources. Typed so that every culture must carry exactly
 * the same keys: a string missing in one language is a type error, not a runtime surprise.
 */
export function defineStrings<const K extends string>(strings: Record<Culture, Record<K, string>>) {
  return strings;
}
