import { mountSlot } from 'site-config/remote-kit/mount-slot';
import type { SlotProps } from 'shared-contracts/slots';
import { getFormQueryOptions } from '../features/forms/api/get-form';
import { resources } from '../i18n/resources';
import { FormPage } from '../features/forms/components/form-page';

type Props = SlotProps<'mf_content', 'FormPage'>;

function FormPageSlot(props: Props) {
  return <FormPage id={props.id} />;
}

export const { bootstrap, mount, unmount, update, renderSlotToString, renderSlotToStream } = mountSlot(FormPageSlot, resources, {
  queries: (props) => [getFormQueryOptions(props.locale, props.id)],
});
