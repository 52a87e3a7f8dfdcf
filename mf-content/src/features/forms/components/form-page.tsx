import { type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { api } from 'shared-contracts/api-paths';
import { FIELD_TYPES } from 'shared-contracts/constants';
import type { Form } from 'shared-contracts/entities';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { HttpError } from 'site-config/remote-kit/http';
import { CmsHtml } from '../../../lib/cms-html';
import { Breadcrumb } from '../../../lib/ui/breadcrumb';
import { QueryState } from '../../../lib/ui/query-state';
import { useCreateFormEntry } from '../api/create-form-entry';
import { useForm } from '../api/get-form';
import { typedBeforeHydration } from '../hooks/typed-before-hydration';
import { type FieldError, initialValues, validate, type Values } from '../hooks/validate-form';
import { FormField } from './form-field';
import ui from '../../../lib/ui/ui.module.css';
import styles from './form-page.module.css';

/** The e-mail confirmation (appended last by the server) is shown right below the e-mail field it repeats. */
export function orderFields(fields: Form['fields']): Form['fields'] {
  const confirm = fields.find((f) => f.field_type === 'emailconfirm');
  const emailIndex = fields.findIndex((f) => f.field_type === FIELD_TYPES.email);
  if (!confirm || emailIndex < 0) return fields;
  const rest = fields.filter((f) => f !== confirm);
  return [...rest.slice(0, emailIndex + 1), confirm, ...rest.slice(emailIndex + 1)];
}

export function FormPage({ id }: { id: string }) {
  const { locale } = useSlot();
  const query = useForm(locale, id);
  return (
    <div className={ui.wrap}>
      <QueryState status={query.status} error={query.error} onRetry={() => void query.refetch()}>
        {query.data && (
          <>
            <Breadcrumb items={[{ label: query.data.title }]} />
            <h1 className={ui.title}>{query.data.title}</h1>
            {/* The intro is staff's rich text, cleaned by the form API; shown as text, its tags would be read out. */}
            {query.data.intro && <CmsHtml className={`${ui.lead} ${styles.intro}`} html={query.data.intro} />}
            <FormView key={`${query.data.id}-${locale}`} form={query.data} />
          </>
        )}
      </QueryState>
    </div>
  );
}

function rangeMessage(t: TFunction, min: number | null, max: number | null): string {
  if (min !== null && max !== null) return t('form.outOfRange', { min, max });
  return min !== null ? t('form.tooSmall', { min }) : t('form.tooLarge', { max });
}

/**
 * The form itself: client checks first, then the server's answer; the visitor's input stays on any error. Sent before
 * its script has taken over (a slow connection) or without one, the server-rendered form posts itself to the server,
 * which stores the entry the same way and answers with a page; once hydrated, the submit is the script's.
 */
export function FormView({ form }: { form: Form }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const [values, setValues] = useState<Values>(() => initialValues(form.fields));
  const [errors, setErrors] = useState<Record<string, FieldError | string>>({});
  const [success, setSuccess] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const submit = useCreateFormEntry(locale);
  const formRef = useRef<HTMLFormElement>(null);
  // Once, right after the form came alive: what was typed into the server's form before that becomes the state.
  useLayoutEffect(() => {
    const typed = formRef.current ? typedBeforeHydration(formRef.current, form.fields, values) : {};
    if (Object.keys(typed).length) setValues((current) => ({ ...current, ...typed }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the first values, as hydration left them
  }, []);
  const message = (error: FieldError | string, slug: string) => {
    const field = form.fields.find((f) => f.slug === slug);
    if (error === 'range') return rangeMessage(t, field?.min_value ?? null, field?.max_value ?? null);
    const keys: Record<string, string> = { required: 'form.required', email: 'form.invalidEmail', mismatch: 'form.emailMismatch', number: 'form.invalidNumber', url: 'form.invalidUrl' };
    return keys[error] ? t(keys[error]) : error;
  };

  const focusFirstError = () => requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"] input, [aria-invalid="true"]')?.focus());

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailed(false);
    const found = validate(form.fields, values);
    setErrors(found);
    if (Object.keys(found).length) return focusFirstError();
    const field_values = Object.fromEntries(form.fields.filter((f) => f.visible || f.field_type === 'emailconfirm' || f.default).map((f) => [f.slug, values[f.slug] ?? null]));
    submit.mutate(
      { form: form.id, field_values },
      {
        onSuccess: (answer) => setSuccess(answer.message || t('form.success')),
        onError: (error) => {
          const body = error instanceof HttpError ? (error.body as { errors?: Record<string, string> } | null) : null;
          const byField = Object.fromEntries(Object.entries(body?.errors ?? {}).map(([key, value]) => [key.replace(/^field_values\./, ''), value]));
          setErrors(byField);
          setFailed(true);
          if (Object.keys(byField).length) focusFirstError();
        },
      },
    );
  };

  if (success) {
    return (
      <div className={styles.success} role="status" tabIndex={-1} ref={(node) => node?.focus()}>
        <p>{success}</p>
      </div>
    );
  }
  return (
    <form ref={formRef} className={styles.form} noValidate method="post" action={api.formEntryPage(locale)} onSubmit={onSubmit}>
      <input type="hidden" name="form" value={form.id} />
      {form.fields
        .filter((field) => !field.visible && field.default)
        .flatMap((field) => [field.default ?? []].flat().map((value) => <input key={`${field.slug}-${value}`} type="hidden" name={field.slug} value={value} />))}
      {failed && (
        <p className={styles.alert} role="alert">
          {t('form.error')}
        </p>
      )}
      {orderFields(form.fields)
        .filter((field) => field.visible)
        .map((field) => (
          <FormField
            key={field.slug}
            field={field}
            value={values[field.slug] ?? ''}
            error={errors[field.slug] ? message(errors[field.slug], field.slug) : undefined}
            onChange={(value) => setValues((current) => ({ ...current, [field.slug]: value }))}
          />
        ))}
      <p className={styles.legendNote}>
        <span aria-hidden="true">* </span>
        {t('form.requiredMark')}
      </p>
      <button type="submit" className={ui.button} disabled={submit.isPending} aria-busy={submit.isPending}>
        {submit.isPending ? t('form.sending') : t('form.submit')}
      </button>
    </form>
  );
}
