-- Menus, opening hours, the settings row and the custom error pages become back-office entries: each table gets the
-- version a write must name (a stale write gets 409). Error pages were keyed by their status only; they get an id
-- like every other entry, and the status stays unique.
ALTER TABLE nav_items ADD COLUMN version int NOT NULL DEFAULT 1;
ALTER TABLE opening_hours ADD COLUMN version int NOT NULL DEFAULT 1;
ALTER TABLE opening_hours_exceptions ADD COLUMN version int NOT NULL DEFAULT 1;
ALTER TABLE site_settings ADD COLUMN version int NOT NULL DEFAULT 1;
ALTER TABLE error_pages ADD COLUMN id serial UNIQUE;
ALTER TABLE error_pages ADD COLUMN version int NOT NULL DEFAULT 1;
