import { useTranslation } from 'react-i18next';
import type { MediaUsage } from 'shared-contracts/media-library';
import { buildPath } from 'shared-contracts/routes';
import { SiteLink } from 'site-config/remote-kit/site-link';
import { useSlot } from 'site-config/remote-kit/slot-context';

/** Back-office kinds an entry that uses an item is edited in; pages and teasers have no entry screen of their own. */
const KIND_OF: Partial<Record<MediaUsage['type'], string>> = {
  article: 'articles',
  person: 'persons',
  event: 'events',
  production: 'productions',
  series: 'series',
  venue: 'venues',
};

/** The places an item is used, each linked to where it is edited when there is such a screen. */
export function MediaUsages({ usages, labelledBy }: { usages: MediaUsage[]; labelledBy: string }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  if (usages.length === 0) return <p>{t('mediaLibrary.unused')}</p>;
  return (
    <ul aria-labelledby={labelledBy}>
      {usages.map((u) => {
        const label = `${t(`mediaLibrary.usage.${u.type}`)}: ${u.title || `#${u.id}`}`;
        const kind = KIND_OF[u.type];
        return <li key={`${u.type}-${u.id}`}>{kind ? <SiteLink href={buildPath('cms-hub-resource', locale, { kind, id: String(u.id) })}>{label}</SiteLink> : label}</li>;
      })}
    </ul>
  );
}
