import { z } from 'shared-contracts/zod';
import { MODULE_KINDS, type ModuleKind } from 'shared-contracts/site';

/** What one stored version of a page did, in words an editor reads ("Überschrift geändert"), not in ids. */
export type VersionAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'duplicate'
  | 'reorder'
  | 'create-section'
  | 'create-page'
  | 'update-page'
  | 'restore'
  | 'publish'
  | 'scheduled-publish'
  | 'discard'
  | 'demo'
  | 'other';

export interface VersionChange {
  action: VersionAction;
  /** The kind of module the change was made to, when one module was changed and its kind is known. */
  kind: ModuleKind | null;
  /** The restored version's id, the new section's slug, the publish note, or the raw note of an unknown change. */
  detail: string | null;
}

/** One stored state of a page: every editor save keeps the previous state as a version. */
export interface PageVersion {
  version_id: number;
  created_at: string;
  /** The stored note as written by the server (machine words); `change` says it for people. */
  note: string;
  /** The editor's full name (the user name when no name is stored). */
  created_by: string | null;
  change: VersionChange;
  /** The version visitors get. */
  is_published?: boolean;
}

/** The body of a 409: who saved the newer version, when, and what they changed. */
export interface VersionConflict {
  version_id: number;
  changed_by: string | null;
  changed_at: string;
  change?: VersionChange;
}

const isKind = (value: string | null | undefined): value is ModuleKind => Boolean(value) && (MODULE_KINDS as readonly string[]).includes(value!);

/**
 * Reads a version's stored note (`update module 92`, `publish: Neue Zeile`, `restore version 4`, …) together with the
 * module kind stored beside it. Notes written before the kind was stored give `kind: null`.
 */
export function changeOfNote(note: string, storedKind?: string | null): VersionChange {
  const kind = isKind(storedKind) ? storedKind : null;
  const change = (action: VersionAction, detail: string | null = null): VersionChange => ({ action, kind, detail });
  const publish = /^publish(?:: ([\s\S]*))?$/.exec(note);
  if (publish) return change('publish', publish[1]?.trim() || null);
  const created = /^create (\S+)$/.exec(note);
  if (created && created[1] !== 'page') return { action: 'create', kind: kind ?? (isKind(created[1]) ? created[1] : null), detail: null };
  const section = /^create container (\S+)$/.exec(note);
  if (section) return { action: 'create-section', kind: 'container', detail: section[1] };
  const onModule = /^(update|delete|duplicate) module \d+$/.exec(note);
  if (onModule) return change(onModule[1] as VersionAction);
  const restored = /^restore version (\d+)$/.exec(note);
  if (restored) return change('restore', restored[1]);
  const fixed: Record<string, VersionAction> = { 'scheduled publish': 'scheduled-publish', reorder: 'reorder', 'create page': 'create-page', 'update page': 'update-page', 'discard draft': 'discard', 'demo content': 'demo' };
  return fixed[note] ? change(fixed[note]) : change('other', note || null);
}

/**
 * When a page's draft goes live by itself, and when the page leaves visitors; null clears a time. Both must lie in
 * the future when set (the server refuses a time already past, naming the field).
 */
export const pageScheduleSchema = z
  .object({ publish_at: z.iso.datetime({ offset: true }).nullable().optional(), offline_at: z.iso.datetime({ offset: true }).nullable().optional() })
  .strict();
export type PageSchedule = z.infer<typeof pageScheduleSchema>;

/** A page in the trash: deleted with its versions kept, and restorable by staff as it was. */
export interface DeletedPage {
  id: number;
  title: string;
  path: string;
  /** The address the page had, and gets back when restored. */
  url: string;
  deleted_at: string;
  /** The username of whoever deleted it, when known. */
  deleted_by: string | null;
  version_count: number;
}
