import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { descriptorOf } from 'shared-contracts/back-office/kinds';
import type { LoggedUser } from 'shared-contracts/site';
import { SiteLink } from 'site-config/remote-kit/site-link';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { NEW_ID, screenPath } from '../api/resource-paths';
import { KindHub } from './kind-hub';
import { OwnPasswordForm } from './own-password-form';
import { ResourceForm } from './resource-form';
import { ResourceList } from './resource-list';

interface Props {
  user: LoggedUser;
  kind: string | null;
  id: string | null;
}

/** The back office by address: the hub, a kind's list, or one entry's form (`new` for a new one). */
export function BackOffice({ user, kind, id }: Props) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  // Kept across the move from a new entry's form to its own (the one-time password must stay readable).
  const [notice, setNotice] = useState<string | null>(null);
  // The server refuses every other call until a one-time password is replaced.
  if (user.must_change_password) return <OwnPasswordForm required />;
  if (kind === null) return <KindHub user={user} />;
  const descriptor = descriptorOf(kind);
  if (!descriptor) {
    return (
      <p role="alert">
        {t('backOffice.unknownKind')} <SiteLink href={screenPath(locale)}>{t('backOffice.back')}</SiteLink>
      </p>
    );
  }
  if (id === null) return <ResourceList key={kind} descriptor={descriptor} user={user} />;
  const numeric = id === NEW_ID ? null : Number(id);
  if (numeric !== null && !(Number.isInteger(numeric) && numeric > 0)) return <p role="alert">{t('backOffice.unknownKind')}</p>;
  return <ResourceForm key={`${kind}/${id}`} descriptor={descriptor} user={user} id={numeric} notice={notice} onNotice={setNotice} />;
}
