import type { ResourceEntry } from 'shared-contracts/back-office/descriptor';
import type { Locale } from 'shared-contracts/locales';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/types';
import type { RequestStaffUser as StaffUser } from '../../lib/staff-user';

export interface ListQuery {
  q: string;
  /** field → value, only the kind's `filter` fields. */
  filters: Record<string, string>;
  sort: { field: string; desc: boolean };
  limit: number;
  offset: number;
  /** Only these entries, when given (a picker naming the entry it holds). */
  ids?: readonly number[];
}

/** A store's answer to a create: the new id, and what the answer shows once besides the entry (a one-time password). */
export interface Created {
  id: number;
  extra?: Record<string, unknown>;
}

/**
 * Where one kind's entries live. The routes (register-resource.ts) do validation, roles, versions, history and cache
 * clearing; a store only reads and writes rows, and adds the kind's own rules in `check`.
 */
export interface ResourceStore<T extends Record<string, unknown> = Record<string, unknown>> {
  list(db: Queryable, query: ListQuery): Promise<{ items: Array<ResourceEntry<T>>; count: number }>;
  /** Some columns of the entries with these ids, in one query: the titles another kind's list shows for its references. */
  pick?(db: Queryable, ids: readonly number[], columns: readonly string[]): Promise<Array<{ id: number } & Record<string, unknown>>>;
  /**
   * What staff read for each of these entries in pickers and in other kinds' lists (id → title in the asked language),
   * when the title field alone does not tell copies apart; without it the title field is shown.
   */
  titles?(db: Queryable, ids: readonly number[], locale: Locale): Promise<Record<string, string>>;
  /** `lock`: inside a write's transaction, holds the row until it ends (FOR UPDATE). */
  get(db: Queryable, id: number, lock?: boolean): Promise<ResourceEntry<T> | null>;
  /** `id` only when a deleted entry is restored under its old id. */
  insert(tx: Queryable, data: T, id?: number): Promise<Created>;
  /** Writes the fields and moves the version one up. */
  update(tx: Queryable, id: number, data: T): Promise<void>;
  remove(tx: Queryable, id: number): Promise<void>;
  /**
   * The kind's own rules before a write (400 naming the field), returning the data to store (slugs filled in). `now`
   * is the server's clock, for rules that count what is still live (seat holds); `locale` the language of the
   * screen that writes, for refusals worded for the editor.
   */
  check?(tx: Queryable, data: T, id: number | null, now?: Date, locale?: Locale): Promise<T>;
  /** Extra calls on one entry (`POST …/{id}/actions/{name}/`), such as a password reset. */
  actions?: Record<string, (tx: Queryable, id: number, user: StaffUser) => Promise<Record<string, unknown>>>;
  /** What visitors see changed after a committed write of the entries `ids`: caches, their search documents. */
  afterWrite(ctx: AppContext, ids: number[]): Promise<void>;
}
