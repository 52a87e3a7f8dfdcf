-- Failed logins per account (the lower-cased user name), whatever address they came from: many addresses with one
-- guess each are one attacker to the account. Kept in the database so every server instance counts the same tries.
CREATE TABLE login_account_failures (
  username text PRIMARY KEY,
  failures integer NOT NULL,
  last_at bigint NOT NULL
);
CREATE INDEX login_account_failures_last_idx ON login_account_failures (last_at);
