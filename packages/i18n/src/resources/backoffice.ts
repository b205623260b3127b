import { defineStrings } from './define';

export const backofficeStrings = defineStrings({
  fr: {},
  nl: {},
  es: {},
  de: {},
  it: {},
  pt: {},
});
