export type StringResources = Readonly<Record<string, string>>;
export type TranslationParams = Readonly<Record<string, string | number>>;
export type Translate = (key: string, params?: TranslationParams) => string;

export interface TranslatorOptions {
  /** Called once per missing key; by default a console warning. */
  onMissing?: (key: string) => void;
}

/**
 * A translation function over one culture's string resources. A missing key is reported once
 * and the key itself is shown, so a gap never breaks a page. Parameters fill `{name}` holes.
 */
export function createTranslator(resources: StringResources, options: TranslatorOptions = {}): Translate {
  const reported = new Set<string>();
  const onMissing = options.onMissing ?? ((key) => console.warn(`[i18n] missing string resource: ${key}`));
  return (key, params) => {
    const template = resources[key];
    if (template === undefined) {
      if (!reported.has(key)) {
        reported.add(key);
        onMissing(key);
      }
      return key;
    }
    return params ? interpolate(template, params) : template;
  };
}

export function interpolate(template: string, params: TranslationParams): string {
  return template.replace(/\{(\w+)\}/g, (hole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : hole,
  );
}
