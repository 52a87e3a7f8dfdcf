import type { ResourceEntry } from 'shared-contracts/back-office/descriptor';
import type { Locale } from 'shared-contracts/locales';
import { HttpError, sendJson } from 'site-config/remote-kit/http';
import { resourceApi } from './resource-paths';

/** What a failed write means for the form: fields to mark, a stale version, a role that may not, or anything else. */
export type WriteFailure =
  | { kind: 'fields'; errors: Record<string, string> }
  | { kind: 'conflict'; changedBy: string | null }
  | { kind: 'forbidden' }
  | { kind: 'other' };

export function writeFailure(error: unknown): WriteFailure {
  if (!(error instanceof HttpError)) return { kind: 'other' };
  const body = (error.body ?? {}) as { field?: string; message?: string; errors?: Record<string, string>; changed_by?: string | null };
  if (error.status === 409 && body.field === 'version') return { kind: 'conflict', changedBy: body.changed_by ?? null };
  if (error.status === 400 && body.field) {
    const errors = body.errors ?? { [body.field]: body.message ?? '' };
    // The server's messages start with the field's name ("title_de: required"); the form shows the rest at the field.
    return { kind: 'fields', errors: Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v.replace(new RegExp(`^${k}: `), '')])) };
  }
  if (error.status === 403) return { kind: 'forbidden' };
  return { kind: 'other' };
}

export type CreatedEntry = ResourceEntry & { one_time_password?: string };

export const createResource = (locale: Locale, kind: string, data: Record<string, unknown>) =>
  sendJson<CreatedEntry>('POST', resourceApi(locale, kind), data);

export const updateResource = (locale: Locale, kind: string, id: number, version: number, data: Record<string, unknown>) =>
  sendJson<ResourceEntry>('PATCH', resourceApi(locale, kind, id), { ...data, version });

export const deleteResource = (locale: Locale, kind: string, id: number, version: number) =>
  sendJson<void>('DELETE', `${resourceApi(locale, kind, id)}?version=${version}`);

export const restoreVersion = (locale: Locale, kind: string, id: number, historyId: number, version: number | null) =>
  sendJson<ResourceEntry>('POST', resourceApi(locale, kind, id, `history/${historyId}/restore/`), version === null ? {} : { version });

export const runAction = (locale: Locale, kind: string, id: number, action: string) =>
  sendJson<{ one_time_password?: string; message?: string }>('POST', resourceApi(locale, kind, id, `actions/${action}/`), {});

/** A copy of an event at another start (end and entry move along). */
export const duplicateEvent = (locale: Locale, id: number, dateStart: string) =>
  sendJson<ResourceEntry>('POST', resourceApi(locale, 'events', id, 'duplicate/'), { date_start: dateStart });

/** Single events copied from one, on every chosen weekday from … to … at a Berlin time. */
export const createRecurringEvents = (locale: Locale, id: number, pattern: { weekdays: number[]; time: string; from: string; to: string }) =>
  sendJson<{ items: ResourceEntry[]; count: number }>('POST', resourceApi(locale, 'events', id, 'recurring/'), pattern);
