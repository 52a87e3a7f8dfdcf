import { useMutation } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { FormEntryRequest } from 'shared-contracts/entities';
import type { Locale } from 'shared-contracts/locales';
import { sendJson } from 'site-config/remote-kit/http';

/** POST /{locale}/api/forms-entries/: form id and field_values by slug; a 400 carries `errors` by slug. */
export const createFormEntry = (locale: Locale, entry: FormEntryRequest) => sendJson<{ id: number; message: string }>('POST', api.formEntries(locale), entry);

export const useCreateFormEntry = (locale: Locale) => useMutation({ mutationFn: (entry: FormEntryRequest) => createFormEntry(locale, entry) });
