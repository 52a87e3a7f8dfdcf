-- The door as box offices know it: check-in lists per event (a list may let guests leave and come back), a record
-- of every scan (who, when, admitted anyway, scanned offline), and the site's rule for unpaid orders at the door.
CREATE TABLE check_in_lists (
  id serial PRIMARY KEY,
  event_id int NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  name text NOT NULL,
  allow_reentry boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (event_id, name)
);

-- A ticket's state at the door stays on the ticket (one UPDATE decides an admission); `left_at` marks a guest who
-- went out through an exit scan, `checked_in_override` an admission that staff allowed despite a refusal.
ALTER TABLE order_tickets ADD COLUMN checked_in_override boolean NOT NULL DEFAULT false;
ALTER TABLE order_tickets ADD COLUMN left_at timestamptz;

-- Every entry, exit and undo, kept after the ticket's state moves on. `client_scan_id` is the phone's own id of a
-- scan, so a scan that reached the server before the network dropped is not counted again when the queue syncs.
CREATE TABLE check_in_log (
  id serial PRIMARY KEY,
  ticket_id int NOT NULL REFERENCES order_tickets(id) ON DELETE CASCADE,
  list_id int REFERENCES check_in_lists(id) ON DELETE SET NULL,
  action text NOT NULL CHECK (action IN ('entry', 'exit', 'undo', 'conflict')),
  at timestamptz NOT NULL,
  recorded_at timestamptz NOT NULL,
  by_name text NOT NULL,
  override boolean NOT NULL DEFAULT false,
  offline boolean NOT NULL DEFAULT false,
  client_scan_id text UNIQUE
);
CREATE INDEX check_in_log_ticket_idx ON check_in_log (ticket_id);

-- What the door does with an order that is not paid yet: admit (the panel flags it), warn (refused until staff
-- admit anyway) or refuse.
ALTER TABLE site_settings ADD COLUMN door_unpaid text NOT NULL DEFAULT 'warn' CHECK (door_unpaid IN ('admit', 'warn', 'refuse'));

-- Ticket search at the door and in the order list matches the buyer's name.
CREATE INDEX orders_name_idx ON orders (lower(name));
