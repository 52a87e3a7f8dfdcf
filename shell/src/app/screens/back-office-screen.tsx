import { useParams } from 'react-router';
import { registerEditor } from '../../applications/register-applications';
import { currentRemoteMap } from '../../federation/remote-map';
import { RemoteSlot } from '../../federation/remote-slot';
import { useT } from '../../i18n/i18n';
import { useShell, useSlotBase } from '../shell-context';

/**
 * The back office of one kind (list, form; dashboard layout): it lives in mf-editor, which is only ever requested for
 * a staff session, so visitors get the login link instead.
 */
export function BackOfficeScreen() {
  const base = useSlotBase();
  const { t } = useT();
  const { user, userPending, auth } = useShell();
  const { kind = null, id = null } = useParams();
  if (userPending) return <p aria-busy="true">{t('cmsHub.loading')}</p>;
  if (!user) {
    return (
      <p>
        {t('cmsHub.staffOnly')} <a href={auth.login_url ?? `/${base.locale}/login/`}>{t('cmsHub.login')}</a>
      </p>
    );
  }
  return <BackOfficeSlot kind={kind} id={id} />;
}

/** Mounts mf-editor's back office; the editor remote is registered here too, in case this renders before the toolbar's. */
export function BackOfficeSlot({ kind, id }: { kind: string | null; id: string | null }) {
  const base = useSlotBase();
  const { user } = useShell();
  if (!user) return null;
  // Registering is single-spa's business, in the browser only; a staff page rendered on the server just holds the slot.
  if (typeof window !== 'undefined') registerEditor(currentRemoteMap());
  return <RemoteSlot remote="mf_editor" slot="BackOffice" props={{ ...base, user, kind, id }} />;
}
