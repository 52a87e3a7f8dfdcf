-- Check-in at the entrance: a ticket is admitted once. The time and the staff member's name are kept on the ticket
-- itself, so "already checked in at 19:42 by …" needs no second table and one UPDATE decides the admission.
-- The name is copied (not a user id), so the record still reads the same after the account is renamed or removed.
ALTER TABLE order_tickets ADD COLUMN checked_in_at timestamptz;
ALTER TABLE order_tickets ADD COLUMN checked_in_by text;
CREATE INDEX order_tickets_event_idx ON order_tickets (event_id);
-- Secrets the server makes for itself on first use (the key that signs ticket QR codes), shared by every instance
-- on the database so a ticket signed by one instance is accepted by all.
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
