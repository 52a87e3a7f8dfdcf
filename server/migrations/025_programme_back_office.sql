-- The programme becomes editable in the back office: optimistic versions on its tables (a stale write gets 409),
-- an online switch per event (an offline event is hidden from visitors but kept with its orders), and the
-- accessibility text of a venue in both languages.
ALTER TABLE events ADD COLUMN version int NOT NULL DEFAULT 1;
ALTER TABLE events ADD COLUMN is_online boolean NOT NULL DEFAULT true;
ALTER TABLE productions ADD COLUMN version int NOT NULL DEFAULT 1;
ALTER TABLE series ADD COLUMN version int NOT NULL DEFAULT 1;
ALTER TABLE genres ADD COLUMN version int NOT NULL DEFAULT 1;
ALTER TABLE venues ADD COLUMN version int NOT NULL DEFAULT 1;
ALTER TABLE venues ADD COLUMN accessibility_de text NOT NULL DEFAULT '';
ALTER TABLE venues ADD COLUMN accessibility_en text NOT NULL DEFAULT '';
ALTER TABLE rooms ADD COLUMN version int NOT NULL DEFAULT 1;
ALTER TABLE event_tags ADD COLUMN version int NOT NULL DEFAULT 1;
ALTER TABLE exhibition_types ADD COLUMN version int NOT NULL DEFAULT 1;
ALTER TABLE seasons ADD COLUMN version int NOT NULL DEFAULT 1;
