-- Rate-limit counters live in the database, so every server process on it counts the same requests and several
-- instances behind a load balancer enforce one limit (not one per instance).
CREATE TABLE rate_limit_hits (
  key text NOT NULL,
  hit_at bigint NOT NULL
);
CREATE INDEX rate_limit_hits_key_idx ON rate_limit_hits (key, hit_at);

-- Failed logins per (address, user name) and per address, for the login back-off.
CREATE TABLE login_failures (
  key text PRIMARY KEY,
  failures integer NOT NULL,
  last_at bigint NOT NULL
);
