-- Orders made from a cart at checkout, one row per ticket. Each ticket copies what was sold (titles, seat group
-- text, price name and amount), so the order reads the same when the programme is edited later. The inventory ids
-- reference the programme rows because a cancellation gives the seats back to exactly those rows: a seat group,
-- timeslot or event with sold tickets cannot be deleted while the order exists. The cart is not referenced: lapsed
-- carts are purged after a day, the order stays.
CREATE TABLE orders (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  secret text NOT NULL,
  cart_id text NOT NULL UNIQUE,
  idempotency_key text UNIQUE,
  locale text NOT NULL CHECK (locale IN ('de', 'en')),
  name text NOT NULL,
  email text NOT NULL,
  status text NOT NULL DEFAULT 'placed' CHECK (status IN ('placed', 'cancelled')),
  payment_provider text NOT NULL,
  payment_state text NOT NULL DEFAULT 'pending' CHECK (payment_state IN ('pending', 'paid')),
  total numeric(10, 2) NOT NULL,
  terms_accepted_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  cancelled_at timestamptz
);
CREATE INDEX orders_email_idx ON orders (lower(email));
CREATE INDEX orders_created_idx ON orders (created_at DESC);
CREATE TABLE order_tickets (
  id serial PRIMARY KEY,
  order_id int NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  position int NOT NULL,
  secret text NOT NULL UNIQUE,
  event_id int NOT NULL REFERENCES events(id),
  event_title_de text NOT NULL,
  event_title_en text NOT NULL,
  event_start timestamptz NOT NULL,
  seat_group_id int NOT NULL REFERENCES seat_groups(id),
  seat_group_text_de text NOT NULL,
  seat_group_text_en text NOT NULL,
  timeslot_id int REFERENCES timeslots(id),
  time_start timestamptz,
  sale_type_id int NOT NULL,
  price_name_de text NOT NULL,
  price_name_en text NOT NULL,
  price numeric(8, 2) NOT NULL,
  UNIQUE (order_id, position)
);
CREATE INDEX order_tickets_order_idx ON order_tickets (order_id);
