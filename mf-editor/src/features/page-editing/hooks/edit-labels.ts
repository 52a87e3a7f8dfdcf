import type { TFunction } from 'i18next';
import type { PageModule } from 'shared-contracts/site';
import { moduleSummary } from '../../structure/hooks/structure-tree';

/**
 * The accessible name of each module's edit button. "Bearbeiten: Anker" five times on one page tells a screen reader
 * user nothing, so a name shared by several buttons takes the module's own words ("Bearbeiten: Anker „Anreise“"),
 * and a number when even those repeat. A name only one button has stays short.
 */
export function editLabels(modules: PageModule[], t: TFunction): Map<number, string> {
  const plain = modules.map((m) => ({ id: m.id, kind: t(`kinds.${m.content_type}`), summary: moduleSummary(m) }));
  const count = (key: (p: (typeof plain)[number]) => string) => plain.reduce((map, p) => map.set(key(p), (map.get(key(p)) ?? 0) + 1), new Map<string, number>());
  const byKind = count((p) => p.kind);
  const named = plain.map((p) => ({ ...p, label: byKind.get(p.kind)! > 1 && p.summary ? t('editor.editNamed', { kind: p.kind, summary: p.summary }) : t('editor.edit', { kind: p.kind }) }));
  const byLabel = named.reduce((map, p) => map.set(p.label, (map.get(p.label) ?? 0) + 1), new Map<string, number>());
  const seen = new Map<string, number>();
  const labels = new Map<number, string>();
  for (const p of named) {
    const n = (seen.get(p.label) ?? 0) + 1;
    seen.set(p.label, n);
    labels.set(p.id, byLabel.get(p.label)! > 1 ? t('editor.editNumbered', { label: p.label, n }) : p.label);
  }
  return labels;
}
