import type { TFunction } from 'i18next';
import type { VersionChange } from 'shared-contracts/page-versions';

const KEYS: Record<VersionChange['action'], string> = {
  create: 'changes.create',
  update: 'changes.update',
  delete: 'changes.delete',
  duplicate: 'changes.duplicate',
  reorder: 'changes.reorder',
  'create-section': 'changes.createSection',
  'create-page': 'changes.createPage',
  'update-page': 'changes.updatePage',
  restore: 'changes.restore',
  publish: 'changes.publish',
  'scheduled-publish': 'changes.scheduledPublish',
  discard: 'changes.discard',
  demo: 'changes.demo',
  other: 'changes.other',
};

/** A version's change as an editor says it: "Überschrift geändert", "Veröffentlicht: „Neue Öffnungszeiten“". */
export function describeChange(t: TFunction, change: VersionChange | undefined): string {
  if (!change) return t('changes.other');
  const kind = change.kind ? t(`kinds.${change.kind}`) : t('changes.module');
  if (change.action === 'publish' && change.detail) return t('changes.publishNote', { detail: change.detail });
  // An unknown note is still the best description there is.
  if (change.action === 'other' && change.detail) return change.detail;
  return t(KEYS[change.action], { kind, detail: change.detail ?? '' });
}
