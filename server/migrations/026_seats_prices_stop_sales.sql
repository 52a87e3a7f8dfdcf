-- Seat groups, prices and timeslots become back-office entries: each gets the version a write must name.
ALTER TABLE seat_groups ADD COLUMN version int NOT NULL DEFAULT 1;
ALTER TABLE prices ADD COLUMN version int NOT NULL DEFAULT 1;
ALTER TABLE timeslots ADD COLUMN version int NOT NULL DEFAULT 1;
-- A timeslot sells only inside its own sale window (either end open when null).
ALTER TABLE timeslots ADD COLUMN sale_start timestamptz;
ALTER TABLE timeslots ADD COLUMN sale_end timestamptz;
-- The box office's stop switch: while on, no new holds are taken for the event; placed orders stay valid.
ALTER TABLE events ADD COLUMN sales_stopped boolean NOT NULL DEFAULT false;
