import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { Form } from 'shared-contracts/entities';
import type { Locale } from 'shared-contracts/locales';
import { getJson } from 'site-config/remote-kit/http';

export const getForm = (locale: Locale, id: string, signal?: AbortSignal) => getJson<Form>(api.form(locale, id), signal);

export const getFormQueryOptions = (locale: Locale, id: string) =>
  queryOptions({ queryKey: ['forms', 'detail', locale, id], queryFn: ({ signal }) => getForm(locale, id, signal) });

export const useForm = (locale: Locale, id: string) => useQuery(getFormQueryOptions(locale, id));
