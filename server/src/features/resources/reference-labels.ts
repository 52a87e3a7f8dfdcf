import { type FieldSpec, type ResourceDescriptor, listColumns, referencedKind } from 'shared-contracts/back-office/descriptor';
import type { Locale } from 'shared-contracts/locales';
import type { Queryable } from '../../db/types';
import type { ResourceStore } from './resource-store';

/** Where a kind's entries and their title field are found. */
export type KindSource = (kind: string) => { descriptor: ResourceDescriptor; store: ResourceStore } | undefined;

/** The title field in the asked language: `name_de` becomes `name_en` for English when the kind has one. */
function titleColumns(d: ResourceDescriptor, locale: Locale): { own: string; fallback: string } {
  const title = d.titleField as string;
  const localized = title.replace(/_de$/, `_${locale}`);
  return { own: localized in d.fields ? localized : title, fallback: title };
}

const idsIn = (value: unknown): number[] => (Array.isArray(value) ? value : [value]).filter((v): v is number => typeof v === 'number');

/**
 * Titles of the entries a list page names in its reference columns (field → id → title), one query per referenced
 * kind whatever the page's length, so staff read "Parkett" or the event's title and date instead of a number.
 */
export async function referenceLabels(
  db: Queryable,
  d: ResourceDescriptor,
  items: ReadonlyArray<Record<string, unknown>>,
  locale: Locale,
  source: KindSource,
): Promise<Record<string, Record<string, string>>> {
  const fields = d.fields as Record<string, FieldSpec>;
  const labels: Record<string, Record<string, string>> = {};
  for (const column of listColumns(d)) {
    const kind = referencedKind(fields[column]);
    const target = kind ? source(kind) : undefined;
    if (!target) continue;
    const ids = [...new Set(items.flatMap((item) => idsIn(item[column])))];
    if (!ids.length) continue;
    if (target.store.titles) {
      labels[column] = await target.store.titles(db, ids, locale);
      continue;
    }
    if (!target.store.pick) continue;
    const { own, fallback } = titleColumns(target.descriptor, locale);
    const rows = await target.store.pick(db, ids, [...new Set([own, fallback])]);
    labels[column] = Object.fromEntries(rows.map((row) => [String(row.id), String(row[own] || row[fallback] || row.id)]));
  }
  return labels;
}
