-- The top alert can be scheduled (shown from – until, either end open) and is written through the back office, with
-- an optimistic version like the other kinds. Alerts without a schedule show as before.
ALTER TABLE breaking_news ADD COLUMN version int NOT NULL DEFAULT 1;
ALTER TABLE breaking_news ADD COLUMN show_from timestamptz;
ALTER TABLE breaking_news ADD COLUMN show_until timestamptz;
