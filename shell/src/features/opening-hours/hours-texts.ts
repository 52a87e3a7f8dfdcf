import type { TFunction } from 'i18next';
import type { HoursTexts } from './opening-hours';

export function hoursTexts(t: TFunction): HoursTexts {
  return {
    openFrom: (time) => t('hours.openFrom', { time }),
    openUntil: (time) => t('hours.openUntil', { time }),
    closed: t('hours.closed'),
    openRange: (time) => t('hours.openRange', { time }),
    and: t('hours.and'),
    timeSuffix: t('hours.timeSuffix'),
  };
}
