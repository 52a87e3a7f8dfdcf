import { useTranslation } from 'react-i18next';
import { type FieldSpec, referencedKind } from 'shared-contracts/back-office/descriptor';
import { formatWeekdayDateTime } from 'shared-contracts/berlin-time';
import { useSlot } from 'site-config/remote-kit/slot-context';

/**
 * A list cell: a choice by its label, a reference by the title the list answered for it (its number when it has
 * none), a flag as yes/no, a date and time on the Berlin clock, anything else as text.
 */
export function CellValue({ spec, value, labels }: { spec: FieldSpec; value: unknown; labels?: Record<string, string> }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const w = spec.widget;
  if (referencedKind(spec) && value !== null && value !== undefined) {
    const titled = (Array.isArray(value) ? value : [value]).map((id) => labels?.[String(id)] ?? String(id));
    return <>{titled.join(', ')}</>;
  }
  if (w.type === 'checkbox') return <>{value ? t('backOffice.yes') : t('backOffice.no')}</>;
  if (w.type === 'choice') return <>{w.values.find((v) => v.value === String(value))?.label[locale] ?? String(value ?? '')}</>;
  // Staff read a date as visitors do (weekday and Berlin time), never as a stored instant.
  if (w.type === 'datetime' && typeof value === 'string' && value) return <>{formatWeekdayDateTime(value, locale)}</>;
  return <>{Array.isArray(value) ? value.join(', ') : String(value ?? '')}</>;
}
