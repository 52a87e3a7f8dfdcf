import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ResourceEntry, ResourceList } from 'shared-contracts/back-office/descriptor';
import { DELETE_ALL_CONFIRMATION, type FormEntryColumn, type FormEntryList, type FormEntryRow, formEntriesPath } from 'shared-contracts/back-office/forms';
import type { Locale } from 'shared-contracts/locales';
import { getJsonWithCredentials, sendJson } from 'site-config/remote-kit/http';
import { resourceApi } from './resource-paths';

export interface FormEntryDetail {
  form: { id: number; title: string };
  columns: FormEntryColumn[];
  entry: FormEntryRow;
  files: Array<{ id: string; name: string; size: number }>;
}

export const formEntriesKey = (formId: number) => ['back-office', 'form-entries', formId];

export const useFormEntries = (locale: Locale, formId: number, q: string, page: number) =>
  useQuery({
    queryKey: [...formEntriesKey(formId), q, page],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(page) });
      if (q) query.set('q', q);
      return getJsonWithCredentials<FormEntryList>(`${formEntriesPath(locale, formId)}?${query.toString()}`, signal);
    },
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useFormEntry = (locale: Locale, formId: number, entryId: number | null) =>
  useQuery({
    queryKey: [...formEntriesKey(formId), 'one', entryId],
    queryFn: ({ signal }) => getJsonWithCredentials<FormEntryDetail>(formEntriesPath(locale, formId, `${entryId}/`), signal),
    enabled: entryId !== null,
    retry: false,
  });

export const deleteFormEntry = (locale: Locale, formId: number, entryId: number) => sendJson<void>('DELETE', formEntriesPath(locale, formId, `${entryId}/`));

export const deleteAllFormEntries = (locale: Locale, formId: number) =>
  sendJson<{ deleted: number }>('DELETE', `${formEntriesPath(locale, formId)}?confirm=${DELETE_ALL_CONFIRMATION}`);

export const entriesCsvUrl = (locale: Locale, formId: number) => formEntriesPath(locale, formId, 'csv/');

export const entryFileUrl = (locale: Locale, formId: number, entryId: number, slug: string) => formEntriesPath(locale, formId, `${entryId}/files/${slug}/`);

/** The fields of one form in their order (the form-fields kind filtered by its form). */
export const formFieldsKey = (formId: number) => ['back-office', 'list', 'form-fields', 'of-form', formId];

export const useFieldsOfForm = (locale: Locale, formId: number) =>
  useQuery({
    queryKey: formFieldsKey(formId),
    queryFn: ({ signal }) => getJsonWithCredentials<ResourceList>(`${resourceApi(locale, 'form-fields')}?form_id=${formId}&sort=sort&page_size=200`, signal),
    retry: false,
  });

/** Writes new order numbers (10, 20, …) for the fields whose number changes; each names the version it read. */
export async function saveFieldOrder(locale: Locale, ordered: ResourceEntry[]): Promise<void> {
  for (const [index, field] of ordered.entries()) {
    const sort = (index + 1) * 10;
    if (field.sort !== sort) await sendJson('PATCH', resourceApi(locale, 'form-fields', field.id), { version: field.version, sort });
  }
}
