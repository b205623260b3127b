export { useCulture, useT } from '../../lib/i18n-context';
export { I18nGate, I18nProvider } from './i18n-provider';
export { LanguageMenu } from './language-menu';
