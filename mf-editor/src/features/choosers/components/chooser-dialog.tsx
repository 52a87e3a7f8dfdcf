import { useTranslation } from 'react-i18next';
import type { Choice, ChoiceKind } from 'shared-contracts/editor/choices';
import { ModalFrame } from '../../../lib/modal-frame';
import { ChoiceList } from './choice-list';

/** The list of one kind in its own modal dialog, opened from a module field. */
export function ChooserDialog({ kind, chosen, onChoose, onClose }: { kind: ChoiceKind; chosen: number[]; onChoose: (choice: Choice) => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ModalFrame title={t(`choosers.title.${kind}`)} closeLabel={t('choosers.close')} onClose={onClose}>
      <ChoiceList kind={kind} chosen={chosen} onChoose={onChoose} />
    </ModalFrame>
  );
}
