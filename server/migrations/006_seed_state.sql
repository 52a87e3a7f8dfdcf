-- Marker of the demo seed: when it ran and how many days its dates have been moved forward since
-- (src/seed/demo-dates.ts). Databases seeded before this migration already have the table, so both
-- statements tolerate it.
CREATE TABLE IF NOT EXISTS seed_state (id int PRIMARY KEY, seeded_at timestamptz NOT NULL);
ALTER TABLE seed_state ADD COLUMN IF NOT EXISTS shift_days int NOT NULL DEFAULT 0;
