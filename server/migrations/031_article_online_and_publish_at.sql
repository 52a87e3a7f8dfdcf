-- Magazine articles get an online switch and a publish time. Visitors get an article only while it is online and
-- its publish time (NULL: at once) has come; the time is compared when a visitor asks, so a scheduled article needs
-- no write to appear. Existing articles stay online and count as published at the start of their day (Berlin).
ALTER TABLE articles ADD COLUMN is_online boolean NOT NULL DEFAULT true;
ALTER TABLE articles ADD COLUMN publish_at timestamptz;
UPDATE articles SET publish_at = date::timestamp AT TIME ZONE 'Europe/Berlin';
CREATE INDEX articles_publish_at_idx ON articles (publish_at) WHERE publish_at IS NOT NULL;
