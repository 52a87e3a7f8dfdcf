-- Each remote's deployments: the manifests the browser and the server load, the build's version, who switched to it
-- and when. At most one row per remote is current; a remote without one uses the map the server was started with.
-- A rollback makes the newest earlier deployment that was not itself rolled back current again.
CREATE TABLE remote_deployments (
  id bigserial PRIMARY KEY,
  remote text NOT NULL,
  manifest_url text NOT NULL,
  server_manifest_url text NOT NULL,
  version text NOT NULL,
  contract_version text,
  deployed_by text NOT NULL,
  deployed_via text NOT NULL CHECK (deployed_via IN ('token', 'session')),
  deployed_at timestamptz NOT NULL,
  is_current boolean NOT NULL DEFAULT false,
  rolled_back_by text,
  rolled_back_at timestamptz
);
CREATE UNIQUE INDEX remote_deployments_one_current ON remote_deployments (remote) WHERE is_current;
CREATE INDEX remote_deployments_remote_idx ON remote_deployments (remote, id DESC);

-- Candidates the compatibility gate refused, so admins can see why a pipeline's deploy did not go live.
CREATE TABLE remote_deploy_failures (
  id bigserial PRIMARY KEY,
  remote text NOT NULL,
  manifest_url text NOT NULL,
  message text NOT NULL,
  attempted_by text NOT NULL,
  failed_at timestamptz NOT NULL
);
CREATE INDEX remote_deploy_failures_remote_idx ON remote_deploy_failures (remote, id DESC);

-- A deploy or rollback in flight, one per remote across all instances: a second one is refused while the first
-- fetches and checks its manifests. The row expires, so an instance that died mid-deploy blocks nobody for long.
CREATE TABLE remote_deploy_locks (
  remote text PRIMARY KEY,
  holder text NOT NULL,
  held_by text NOT NULL,
  started_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
