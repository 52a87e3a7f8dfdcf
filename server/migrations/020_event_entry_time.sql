-- When the doors open for an event (the ticket's "Einlass"); empty when the programme does not say. IF NOT EXISTS:
-- the programme screens may bring the same column, and either migration may run first.
ALTER TABLE events ADD COLUMN IF NOT EXISTS entry_time timestamptz;
