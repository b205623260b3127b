import { useTranslation } from '../i18n/translation-context';

/**
 * When an order was placed, in the culture's words. The server renders it in its own time zone and
 * the browser may live in another: the visitor's reading wins, so the text may change on hydration.
 */
export function OrderDate({ at, withTime = false }: { at: string; withTime?: boolean }) {
  const { culture } = useTranslation();
  const text = new Intl.DateTimeFormat(culture, {
    dateStyle: 'long',
    ...(withTime ? { timeStyle: 'short' } : {}),
  }).format(new Date(at));
  return (
    <time dateTime={at} suppressHydrationWarning>
      {text}
    </time>
  );
}
