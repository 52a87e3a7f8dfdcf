import { useTranslation } from 'react-i18next';
import { buildPath } from 'shared-contracts/routes';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { Picture } from '../../../lib/picture';
import { SiteLink } from 'site-config/remote-kit/site-link';
import { Breadcrumb } from '../../../lib/ui/breadcrumb';
import { QueryState } from '../../../lib/ui/query-state';
import { usePerson } from '../api/get-person';
import ui from '../../../lib/ui/ui.module.css';
import styles from './team.module.css';
import { useAnnounceAlternateUrls } from 'site-config/remote-kit/use-announce-alternate-urls';

export function TeamMember({ id }: { id: string }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const query = usePerson(locale, id);
  useAnnounceAlternateUrls(query.data?.urls);
  const person = query.data;
  const name = person ? `${person.first_name} ${person.last_name}` : '';
  return (
    <article className={ui.wrap}>
      <QueryState status={query.status} error={query.error} onRetry={() => void query.refetch()}>
        {person && (
          <>
            <Breadcrumb items={[{ label: t('team.title'), href: buildPath('team', locale) }, { label: name }]} />
            <div className={styles.member}>
              {person.image_obj && <Picture image={person.image_obj} format="medium" className={styles.memberPortrait} eager />}
              <div>
                <p className={ui.kicker}>{person.category.name}</p>
                <h1 className={ui.title}>{name}</h1>
                <p className={ui.lead}>{person.role}</p>
                <div className={ui.prose}>
                  <p>{person.bio}</p>
                </div>
                <p>
                  <SiteLink href={buildPath('team', locale)} className={ui.secondaryButton}>
                    ← {t('team.back')}
                  </SiteLink>
                </p>
              </div>
            </div>
          </>
        )}
      </QueryState>
    </article>
  );
}
