import { defineStrings } from './define';

export const consentStrings = defineStrings({
  fr: {},
  nl: {},
  es: {},
  de: {},
  it: {},
  pt: {},
});
