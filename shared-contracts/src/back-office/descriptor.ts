import { z } from 'shared-contracts/zod';
import type { Locale } from 'shared-contracts/locales';
import type { StaffRole } from 'shared-contracts/roles';

/** A text in both languages of the site. */
export type Bilingual = Record<Locale, string>;

/**
 * How the back office's one form shows a field. `reference` and `references` pick entries of another kind (its
 * title field is shown); `choice` picks one of fixed values; `image` picks an image of the media library (or uploads
 * one) and holds its url, '' for none; `richtext` is the editor's formatted text (bold, italic, links, lists).
 */
export type Widget =
  | { type: 'text' }
  | { type: 'textarea' }
  | { type: 'richtext' }
  | { type: 'number' }
  | { type: 'date' }
  | { type: 'datetime' }
  | { type: 'checkbox' }
  | { type: 'image' }
  | { type: 'password' }
  | { type: 'choice'; values: ReadonlyArray<{ value: string; label: Bilingual }> }
  | { type: 'reference'; kind: string }
  | { type: 'references'; kind: string }
  | ListWidget;

/** A field of one item of a list field: a line of text, a longer text or an image of the media library. */
export interface ListItemFieldSpec {
  label: Bilingual;
  widget: { type: 'text' } | { type: 'textarea' } | { type: 'image' };
  help?: Bilingual;
}

/**
 * An ordered list of small items edited inside the form (the images of a slider, the items of a programme): add,
 * remove, move up and down. The order of the list is the order visitors see.
 */
export interface ListWidget {
  type: 'list';
  /** The item's fields, in the order the form shows them. */
  item: Readonly<Record<string, ListItemFieldSpec>>;
  /** What one item is called ("Bild", "Programmpunkt"): the add, move and remove buttons name it. */
  itemName: Bilingual;
  /** The item field that names an item on its buttons ("Bild 2: Kreuzgang"). */
  itemTitle: string;
  max: number;
}

export interface FieldSpec {
  label: Bilingual;
  widget: Widget;
  help?: Bilingual;
  /** Shown as a column of the list. */
  list?: boolean;
  /** The list's search box matches it (text fields). */
  search?: boolean;
  /** The list can be filtered by it (`?<field>=value`). */
  filter?: boolean;
  /** Shown in the form, never sent (the server owns it). */
  readOnly?: boolean;
  /** Only on the create form (a one-time password, a username that never changes). */
  createOnly?: boolean;
  /**
   * The kind whose entry a number field names, when the form asks for the number itself (a programme can outgrow
   * a picker); the list then shows that entry's title, as it does for `reference` fields.
   */
  refersTo?: string;
  /** A checkbox whose switching off is asked first, with this text saying plainly what stops. */
  confirmOff?: Bilingual;
}

/**
 * One kind of entry the back office manages: the schema the server validates every write with, how each field is
 * shown, who may read and write, and where a visitor sees the entry. List, form, API routes and history all come
 * from this one description; docs/decisions/084-back-office-resources.md explains how to add a kind.
 */
export interface ResourceDescriptor<S extends z.ZodObject = z.ZodObject> {
  /** Path segment of the API and of the back-office screen: `/{locale}/cms-hub/{kind}/`. */
  kind: string;
  label: Bilingual;
  singular: Bilingual;
  /** Where the content hub lists it. */
  group: 'content' | 'site' | 'admin';
  /**
   * The entry's fields as written (id and version are not part of it). A plain object without refinements, so the
   * server can take parts of it; rules across fields belong to the server store's `check`.
   */
  schema: S;
  fields: { [K in keyof z.infer<S> & string]: FieldSpec };
  /** The field that names an entry in lists, pickers and history. */
  titleField: keyof z.infer<S> & string;
  /** The list's default order: a field, `-` first for descending. */
  defaultSort: string;
  roles: { read: readonly StaffRole[]; write: readonly StaffRole[] };
  /** Whether the form offers delete (users are deactivated instead). */
  deletable: boolean;
  /** Exactly one entry exists (the site's settings): no create, no delete; the list offers no new entry. */
  singleton?: boolean;
  /**
   * Calls on one entry besides the writes (`POST …/{id}/actions/{name}/`); the form shows a button that asks first and
   * then shows the answer's `one_time_password` or `message`.
   */
  actions?: ReadonlyArray<{ name: string; label: Bilingual; confirm: Bilingual }>;
  /** The entry's public address in a language, when visitors can see it. */
  publicPath?: (entry: ResourceEntry<z.infer<S>>, locale: Locale) => string | null;
}

/** An entry as the API answers it: the kind's fields plus its id and the version a write must name. */
export type ResourceEntry<T = Record<string, unknown>> = T & { id: number; version: number };

export interface ResourceList<T = Record<string, unknown>> {
  items: Array<ResourceEntry<T>>;
  count: number;
  page: number;
  page_size: number;
  /** Titles of the entries the page's reference columns name, in the asked language: field → id → title. */
  labels?: Record<string, Record<string, string>>;
  /**
   * How staff tell the page's own entries apart when picking one (id → title): copies of an event share a title, so
   * kinds that have copies add what differs (an event's date and venue, a seat group's event and date).
   */
  titles?: Record<string, string>;
}

export interface HistoryEntry {
  id: number;
  version: number;
  action: 'create' | 'update' | 'delete' | 'restore';
  username: string;
  at: string;
  data: Record<string, unknown>;
}

/** What `GET /{locale}/pageeditor-api/resources/` answers: the kinds the user's role may read, and which it may write. */
export interface ResourceKindInfo {
  kind: string;
  label: string;
  group: ResourceDescriptor['group'];
  can_write: boolean;
}

export const LIST_PAGE_SIZE = 20;

/** The list's query: search text, page, order (`title` or `-date`); filters are the kind's `filter` fields. */
export const resourceListQuerySchema = z.object({
  q: z.string().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(LIST_PAGE_SIZE),
  sort: z.string().regex(/^-?[a-z_]{1,60}$/, 'must be a field name, optionally preceded by -').optional(),
  /** Only these entries (a picker naming the entry it holds): ids separated by commas. */
  ids: z
    .string()
    .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9}){0,199}$/, 'must be entry ids separated by commas')
    .optional()
    .transform((v) => (v ? [...new Set(v.split(',').map(Number))] : undefined)),
});

/** Every write names the version it was based on; a stale one is refused with 409. */
export const versionSchema = z.object({ version: z.number().int().min(1, 'must be the version you read') });

/** Fields the generic form shows for an entry: every field but the create-only ones once the entry exists. */
export function formFields(descriptor: ResourceDescriptor, creating: boolean): string[] {
  return Object.entries(descriptor.fields as Record<string, FieldSpec>)
    .filter(([, spec]) => creating || !spec.createOnly)
    .map(([name]) => name);
}

/** The kind a field names entries of (a picker or a number), or null for a field that names none. */
export function referencedKind(spec: FieldSpec): string | null {
  if (spec.widget.type === 'reference' || spec.widget.type === 'references') return spec.widget.kind;
  return spec.refersTo ?? null;
}

/** The list's columns, in the order the fields are described. */
export function listColumns(descriptor: ResourceDescriptor): string[] {
  return Object.entries(descriptor.fields as Record<string, FieldSpec>)
    .filter(([, spec]) => spec.list)
    .map(([name]) => name);
}
