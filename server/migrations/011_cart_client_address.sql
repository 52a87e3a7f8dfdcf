-- The address a cart was started from, so one address cannot hold more than its share of the programme.
ALTER TABLE carts ADD COLUMN client_address text;
CREATE INDEX carts_client_address_idx ON carts (client_address, expires_at);
