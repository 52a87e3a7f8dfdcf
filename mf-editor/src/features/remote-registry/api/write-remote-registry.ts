import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RemoteDeployAnswer, type RemoteDeployBody, remoteRegistryApi } from 'shared-contracts/remote-registry';
import type { RemoteName } from 'shared-contracts/slots';
import { sendJson } from 'site-config/remote-kit/http';
import { remoteRegistryKey } from './get-remote-registry';

export interface DeployRequest {
  name: RemoteName;
  manifestUrl: string;
  /** Empty: the server looks for the Node build in server/ beside the browser manifest. */
  serverManifestUrl: string;
}

function deployBody({ manifestUrl, serverManifestUrl }: DeployRequest): RemoteDeployBody {
  // Left out rather than sent empty, since the server refuses an empty URL where it would fill in its own.
  return serverManifestUrl ? { manifest_url: manifestUrl, server_manifest_url: serverManifestUrl } : { manifest_url: manifestUrl };
}

/** The mutation's answer arrives once the list and the histories show the switch too. */
function useRegistryWrite<V>(write: (variables: V) => Promise<RemoteDeployAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: remoteRegistryKey }),
  });
}

/** Back to the deployment before the current one; the server checks that build again before it switches. */
export const useRollBack = () => useRegistryWrite((name: RemoteName) => sendJson<RemoteDeployAnswer>('POST', remoteRegistryApi.rollback(name), {}));

/** An admin deploys a build as a pipeline would: the gate checks it, then every instance switches to it. */
export const useDeploy = () => useRegistryWrite((request: DeployRequest) => sendJson<RemoteDeployAnswer>('PUT', remoteRegistryApi.deploy(request.name), deployBody(request)));
