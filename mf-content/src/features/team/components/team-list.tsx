import { useTranslation } from 'react-i18next';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { Picture } from '../../../lib/picture';
import { SiteLink } from 'site-config/remote-kit/site-link';
import { Breadcrumb } from '../../../lib/ui/breadcrumb';
import { QueryState } from '../../../lib/ui/query-state';
import { useTeam } from '../api/get-persons';
import ui from '../../../lib/ui/ui.module.css';
import styles from './team.module.css';

export function TeamList({ withHeader = false }: { withHeader?: boolean }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const query = useTeam(locale);
  const groups = (query.data?.categories ?? [])
    .map((category) => ({ category, persons: query.data!.persons.filter((p) => p.category.id === category.id) }))
    .filter((group) => group.persons.length > 0);
  return (
    <div className={withHeader ? ui.wrap : ui.body}>
      {withHeader && (
        <>
          <Breadcrumb items={[{ label: t('team.title') }]} />
          <h1 className={ui.title}>{t('team.title')}</h1>
        </>
      )}
      <QueryState status={query.status} error={query.error} onRetry={() => void query.refetch()} skeleton="list">
        {groups.length === 0 && <p className={ui.message}>{t('team.empty')}</p>}
        {groups.map(({ category, persons }) => (
          <section key={category.id} className={ui.section} aria-labelledby={`team-${category.slug}`}>
            <h2 id={`team-${category.slug}`} className={ui.sectionTitle}>
              {category.name}
            </h2>
            <ul className={styles.grid}>
              {persons.map((person) => (
                <li key={person.id} className={styles.person}>
                  {person.image_obj && <Picture image={person.image_obj} format="small" className={styles.portrait} alt="" />}
                  <h3 className={styles.name}>
                    <SiteLink href={person.urls[locale]} className={styles.link}>
                      {person.first_name} {person.last_name}
                    </SiteLink>
                  </h3>
                  <p className={styles.role}>{person.role}</p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </QueryState>
    </div>
  );
}
