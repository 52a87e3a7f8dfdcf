import { useQuery } from '@tanstack/react-query';
import { type RemoteHistory, type RemoteSummary, remoteRegistryApi } from 'shared-contracts/remote-registry';
import type { RemoteName } from 'shared-contracts/slots';
import { getJsonWithCredentials } from 'site-config/remote-kit/http';

/** Under one prefix, so a rollback or a deploy refetches the list and every history at once. */
export const remoteRegistryKey = ['back-office', 'remote-registry'] as const;

/** Every remote with the version that runs and since when (null: the build the server started with). */
export const useRemoteSummaries = () =>
  useQuery({
    queryKey: [...remoteRegistryKey, 'list'],
    queryFn: ({ signal }) => getJsonWithCredentials<RemoteSummary[]>(remoteRegistryApi.list(), signal),
    retry: false,
  });

/** One remote's deployments (newest first), the gate's latest refusals and what a rollback would return to. */
export const useRemoteHistory = (name: RemoteName) =>
  useQuery({
    queryKey: [...remoteRegistryKey, 'history', name],
    queryFn: ({ signal }) => getJsonWithCredentials<RemoteHistory>(remoteRegistryApi.history(name), signal),
    retry: false,
  });
