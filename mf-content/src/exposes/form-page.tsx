import type { SlotProps } from 'shared-contracts/slots';
import { getFormQueryOptions } from '../features/forms/api/get-form';
import { mountContentSlot } from '../i18n/mount-content-slot';
import { FormPage } from '../features/forms/components/form-page';

type Props = SlotProps<'mf_content', 'FormPage'>;

function FormPageSlot(props: Props) {
  return <FormPage id={props.id} />;
}

export const { bootstrap, mount, unmount, update, renderSlotToString, renderSlotToStream } = mountContentSlot(FormPageSlot, {
  queries: (props) => [getFormQueryOptions(props.locale, props.id)],
});
