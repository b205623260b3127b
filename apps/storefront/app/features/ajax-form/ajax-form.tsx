import { Spinner } from '@vitrine/ui';
import type { ReactNode } from 'react';
import { Form, useFetcher, useNavigation } from 'react-router';
import { useTranslation } from '../i18n/translation-context';

/**
 * Spec 000 §4 "Ajax form": begin shows a loader, complete hides it, success re-renders the
 * updated area, and when the page itself is the target its replacement pushes history.
 *
 * - updates="area" (default): posted without leaving the page (a fetcher). Mode `replace`
 *   puts the answer inside the form's area and keeps the form; `replace-with` replaces the
 *   whole form by the answer once it succeeded.
 * - updates="page": an ordinary in-place page load; the router pushes history.
 */
export interface AjaxFormResult {
  ok: boolean;
}

export interface AjaxFormProps<T extends AjaxFormResult> {
  action: string;
  method?: 'post' | 'get';
  updates?: 'area' | 'page';
  mode?: 'replace' | 'replace-with';
  className?: string;
  'aria-label'?: string;
  /** The form's fields, given the last answer (field errors) and whether a request runs. */
  children: (state: { result: T | undefined; busy: boolean }) => ReactNode;
  /** What replaces (or fills) the area after an answer. */
  renderResult?: (result: T) => ReactNode;
}

export function AjaxForm<T extends AjaxFormResult>(props: AjaxFormProps<T>) {
  return props.updates === 'page' ? <PageForm {...props} /> : <AreaForm {...props} />;
}

function AreaForm<T extends AjaxFormResult>({
  action,
  method = 'post',
  mode = 'replace',
  className,
  children,
  renderResult,
  'aria-label': label,
}: AjaxFormProps<T>) {
  const fetcher = useFetcher();
  const busy = fetcher.state !== 'idle';
  // The action's answer is plain JSON data: it arrives as the T the caller's action returns.
  const result = busy ? undefined : (fetcher.data as T | undefined);
  const area = result && renderResult ? renderResult(result) : null;
  if (result?.ok && mode === 'replace-with') {
    return (
      <div className={['ajax-form-result', className].filter(Boolean).join(' ')} role="status">
        {area}
      </div>
    );
  }
  return (
    <fetcher.Form
      method={method}
      action={action}
      className={className}
      aria-label={label}
      aria-busy={busy}
      noValidate
    >
      {children({ result, busy })}
      <AjaxLoader busy={busy} />
      {area ? (
        <div className="ajax-form__result" role="status">
          {area}
        </div>
      ) : null}
    </fetcher.Form>
  );
}

function PageForm<T extends AjaxFormResult>({
  action,
  method = 'get',
  className,
  children,
  'aria-label': label,
}: AjaxFormProps<T>) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formAction === action;
  return (
    <Form
      method={method}
      action={action}
      className={className}
      aria-label={label}
      aria-busy={busy}
      noValidate
    >
      {children({ result: undefined, busy })}
      <AjaxLoader busy={busy} />
    </Form>
  );
}

function AjaxLoader({ busy }: { busy: boolean }) {
  const { t } = useTranslation();
  return busy ? (
    <span className="ajax-form__loader">
      <Spinner size="small" label={t('Core.Loading')} />
    </span>
  ) : null;
}
