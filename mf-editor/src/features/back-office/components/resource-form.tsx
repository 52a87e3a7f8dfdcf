import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldSpec, type ResourceDescriptor, type ResourceEntry, formFields } from 'shared-contracts/back-office/descriptor';
import { roleAllows } from 'shared-contracts/roles';
import type { LoggedUser } from 'shared-contracts/site';
import { SiteLink } from 'site-config/remote-kit/site-link';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { resourceKey, useResource } from '../api/get-resource';
import { screenPath } from '../api/resource-paths';
import { type WriteFailure, createResource, deleteResource, runAction, updateResource, writeFailure } from '../api/write-resource';
import { FieldInput } from './field-input';
import { HistoryPanel } from './history-panel';
import { KIND_PANELS } from './kind-panels';
import styles from './back-office.module.css';

interface Props {
  descriptor: ResourceDescriptor;
  user: LoggedUser;
  /** null: a new entry. */
  id: number | null;
  notice: string | null;
  onNotice(text: string | null): void;
}

/** A new entry's values: each field's schema default, else empty. */
export function emptyValues(d: ResourceDescriptor): Record<string, unknown> {
  const shape = d.schema.shape as Record<string, { safeParse(v: unknown): { success: boolean; data?: unknown } }>;
  return Object.fromEntries(
    Object.entries(d.fields as Record<string, FieldSpec>).map(([name, spec]) => {
      const parsed = shape[name].safeParse(undefined);
      return [name, parsed.success ? parsed.data : spec.widget.type === 'references' ? [] : spec.widget.type === 'reference' ? null : ''];
    }),
  );
}

/** One form for every kind: fields by widget, save (409 and field errors explained), delete, the kind's actions, history. */
export function ResourceForm({ descriptor: d, user, id, notice, onNotice }: Props) {
  const { t } = useTranslation();
  const { locale, host } = useSlot();
  const queryClient = useQueryClient();
  const entry = useResource(locale, d.kind, id);
  // null until the stored entry is in the form, so nobody types into fields that are about to be filled.
  const [values, setValues] = useState<Record<string, unknown> | null>(() => (id === null ? emptyValues(d) : null));
  const [failure, setFailure] = useState<WriteFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const form = values ?? {};
  const statusRef = useRef<HTMLDivElement>(null);
  const canWrite = roleAllows(user.role, d.roles.write);
  const names = formFields(d, id === null);
  const fields = d.fields as Record<string, FieldSpec>;
  const Panel = KIND_PANELS[d.kind];

  useEffect(() => {
    if (entry.data) setValues(entry.data);
  }, [entry.data]);

  const show = (failed: WriteFailure | null, text: string | null = null) => {
    setFailure(failed);
    onNotice(text);
    requestAnimationFrame(() => statusRef.current?.focus());
  };

  const apply = (saved: ResourceEntry) => {
    queryClient.setQueryData(resourceKey(d.kind, saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: ['back-office', 'list', d.kind] });
    void queryClient.invalidateQueries({ queryKey: ['back-office', 'history', d.kind, saved.id] });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Switching off what visitors use (the site, the shop) is asked first, saying plainly what goes offline.
    const switchedOff = names.filter((n) => fields[n].confirmOff && entry.data?.[n] === true && form[n] === false);
    if (switchedOff.length && !window.confirm(switchedOff.map((n) => fields[n].confirmOff![locale]).join('\n\n'))) return;
    setBusy(true);
    const data = Object.fromEntries(names.filter((n) => !fields[n].readOnly).map((n) => [n, form[n]]));
    try {
      if (id === null) {
        const created = await createResource(locale, d.kind, data);
        const { one_time_password: password, ...saved } = created;
        apply(saved);
        show(null, password ? t('backOffice.oneTimePassword', { password }) : t('backOffice.created'));
        host.navigate(screenPath(locale, d.kind, saved.id));
      } else {
        apply(await updateResource(locale, d.kind, id, Number(form.version), data));
        show(null, t('backOffice.saved'));
      }
    } catch (error) {
      show(writeFailure(error));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (id === null || !window.confirm(t('backOffice.confirmDelete', { title: String(form[d.titleField] ?? id) }))) return;
    try {
      await deleteResource(locale, d.kind, id, Number(form.version));
      void queryClient.invalidateQueries({ queryKey: ['back-office', 'list', d.kind] });
      onNotice(t('backOffice.deleted'));
      host.navigate(screenPath(locale, d.kind));
    } catch (error) {
      show(writeFailure(error));
    }
  };

  const act = async (name: string, confirmText: string) => {
    if (id === null || !window.confirm(confirmText)) return;
    try {
      const answer = await runAction(locale, d.kind, id, name);
      await entry.refetch();
      show(null, answer.one_time_password ? t('backOffice.oneTimePassword', { password: answer.one_time_password }) : (answer.message ?? t('backOffice.saved')));
    } catch (error) {
      show(writeFailure(error));
    }
  };

  const reloadCurrent = async () => {
    const fresh = await entry.refetch();
    if (fresh.data) setValues(fresh.data);
    setFailure(null);
  };

  if (id !== null && entry.isError) return <p role="alert">{t('backOffice.loadFailed')}</p>;
  if (values === null) return <p aria-busy="true">{t('backOffice.loading')}</p>;
  const errors = failure?.kind === 'fields' ? failure.errors : {};
  const title = id === null ? t('backOffice.newEntry', { what: d.singular[locale] }) : d.singleton ? d.label[locale] : `${d.singular[locale]}: ${String(form[d.titleField] ?? id)}`;
  const publicPath = id !== null && entry.data && d.publicPath ? d.publicPath(entry.data as never, locale) : null;

  return (
    <section aria-labelledby="back-office-form" className={styles.screen}>
      <p>
        <SiteLink href={screenPath(locale, d.kind)}>{t('backOffice.backToList')}</SiteLink>
      </p>
      <h1 id="back-office-form">{title}</h1>
      <div ref={statusRef} tabIndex={-1} className={styles.status}>
        {notice && !failure && <p role="status">{notice}</p>}
        {failure?.kind === 'fields' && <p role="alert">{t('backOffice.fieldErrors')}</p>}
        {failure?.kind === 'conflict' && (
          <p role="alert">
            {t('backOffice.conflict', { who: failure.changedBy ?? '?' })}{' '}
            <button type="button" onClick={() => void reloadCurrent()}>
              {t('backOffice.loadCurrent')}
            </button>
          </p>
        )}
        {failure?.kind === 'forbidden' && <p role="alert">{t('backOffice.forbidden')}</p>}
        {failure?.kind === 'other' && <p role="alert">{t('backOffice.failed')}</p>}
      </div>
      {!canWrite && <p>{t('backOffice.readOnly')}</p>}
      {publicPath && (
        <p>
          <a href={publicPath}>{t('backOffice.view')}</a>
        </p>
      )}
      <form onSubmit={submit} noValidate className={styles.form}>
        <fieldset disabled={!canWrite || busy} className={styles.plain}>
          {names.map((name) => (
            <FieldInput key={name} name={name} spec={fields[name]} value={form[name]} error={errors[name]} errors={errors} onChange={(v) => setValues((old) => ({ ...(old ?? {}), [name]: v }))} />
          ))}
          <div className={styles.buttons}>
            <button type="submit" className={styles.primary}>
              {busy ? t('backOffice.saving') : t('backOffice.save')}
            </button>
            {id !== null && d.deletable && (
              <button type="button" className={styles.danger} onClick={() => void remove()}>
                {t('backOffice.delete')}
              </button>
            )}
            {id !== null &&
              d.actions?.map((a) => (
                <button key={a.name} type="button" onClick={() => void act(a.name, a.confirm[locale])}>
                  {a.label[locale]}
                </button>
              ))}
          </div>
        </fieldset>
      </form>
      {id !== null && entry.data && Panel && <Panel id={id} canWrite={canWrite} />}
      {id !== null && entry.data && <HistoryPanel descriptor={d} id={id} version={entry.data.version} canWrite={canWrite} onRestored={(saved, version) => { apply(saved); setValues(saved); show(null, t('backOffice.restored', { version })); }} />}
    </section>
  );
}
