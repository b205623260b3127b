export { I18nGate, I18nProvider, useCulture, useT } from './i18n-provider';
export { LanguageMenu } from './language-menu';
