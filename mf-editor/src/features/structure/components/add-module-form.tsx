import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModuleKind } from 'shared-contracts/site';
import styles from './structure-panel.module.css';

/** A picker of the kinds allowed at one place and an Add button (the keyboard way to add, like every other action). */
export function AddModuleForm({ kinds, label, onAdd, disabled }: { kinds: readonly ModuleKind[]; label: string; onAdd: (kind: ModuleKind) => void; disabled: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const sorted = [...kinds].sort((a, b) => t(`kinds.${a}`).localeCompare(t(`kinds.${b}`)));
  const [kind, setKind] = useState<ModuleKind>(sorted[0]);
  if (!sorted.length) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAdd(kind);
  };
  return (
    <form className={styles.add} onSubmit={submit}>
      <label htmlFor={id} className={styles.visuallyHidden}>
        {label}
      </label>
      <select id={id} className={styles.select} value={kind} onChange={(e) => setKind(e.target.value as ModuleKind)}>
        {sorted.map((k) => (
          <option key={k} value={k}>
            {t(`kinds.${k}`)}
          </option>
        ))}
      </select>
      <button type="submit" className={styles.addButton} disabled={disabled}>
        {label}
      </button>
    </form>
  );
}
