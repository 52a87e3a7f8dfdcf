-- The money of an order: what staff recorded as received or paid back, the invoices made for it, and tickets that
-- are cancelled or replaced one by one instead of only with their whole order.

-- A ticket's own state: 'cancelled' gave its seat back; 'revoked' was replaced by a re-issued ticket (new position,
-- new code) and scans as revoked at the door. The VAT rate is copied at sale, like the price, so an invoice made
-- later still shows what was sold.
ALTER TABLE order_tickets ADD COLUMN status text NOT NULL DEFAULT 'valid' CHECK (status IN ('valid', 'cancelled', 'revoked'));
ALTER TABLE order_tickets ADD COLUMN cancelled_at timestamptz;
ALTER TABLE order_tickets ADD COLUMN replaced_by int REFERENCES order_tickets(id);
ALTER TABLE order_tickets ADD COLUMN vat_rate numeric(5, 2) NOT NULL DEFAULT 7;
UPDATE order_tickets t SET status = 'cancelled', cancelled_at = o.cancelled_at FROM orders o WHERE o.id = t.order_id AND o.status = 'cancelled';

-- Culture is taxed at the reduced rate in Germany; a price with another rate says so.
ALTER TABLE prices ADD COLUMN vat_rate numeric(5, 2) NOT NULL DEFAULT 7 CHECK (vat_rate >= 0 AND vat_rate < 100);

-- Money received minus money paid back, kept in step with order_payments in the same transaction (the order row is
-- locked), so the door and the lists read one column instead of summing the ledger.
ALTER TABLE orders ADD COLUMN paid_amount numeric(10, 2) NOT NULL DEFAULT 0;
UPDATE orders SET paid_amount = total WHERE payment_state = 'paid';

CREATE TABLE order_payments (
  id serial PRIMARY KEY,
  order_id int NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('payment', 'refund')),
  amount numeric(10, 2) NOT NULL CHECK (amount > 0),
  method text NOT NULL CHECK (method IN ('cash', 'card', 'transfer', 'invoice', 'other')),
  paid_on date NOT NULL,
  note text NOT NULL DEFAULT '',
  recorded_by text NOT NULL,
  recorded_at timestamptz NOT NULL
);
CREATE INDEX order_payments_order_idx ON order_payments (order_id);

-- One counter row per year: the UPDATE that takes the next number locks the row until the invoice's transaction
-- ends, so parallel orders wait for each other, and a rolled-back order gives its number back (no gaps).
CREATE TABLE invoice_counters (
  year int PRIMARY KEY,
  last_number int NOT NULL
);

-- An invoice keeps what it said when it was made (issuer, lines, tax figures) in `content`; the PDF is drawn from
-- it on each download, so a later change of the settings or the programme never changes an issued invoice.
CREATE TABLE invoices (
  id serial PRIMARY KEY,
  number text NOT NULL UNIQUE,
  year int NOT NULL,
  seq int NOT NULL,
  order_id int NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('invoice', 'cancellation')),
  cancels_id int REFERENCES invoices(id),
  issued_at timestamptz NOT NULL,
  content jsonb NOT NULL,
  UNIQUE (year, seq)
);
CREATE INDEX invoices_order_idx ON invoices (order_id);

-- Who issues the invoices and the tax figures they carry.
ALTER TABLE site_settings ADD COLUMN invoice_issuer text NOT NULL DEFAULT 'Landesausstellung 2026 gGmbH';
ALTER TABLE site_settings ADD COLUMN invoice_address text NOT NULL DEFAULT E'Kloster Auenstein\nKlosterhof 1\n54321 Auenstadt';
ALTER TABLE site_settings ADD COLUMN invoice_tax_number text NOT NULL DEFAULT '';
ALTER TABLE site_settings ADD COLUMN invoice_vat_id text NOT NULL DEFAULT '';
ALTER TABLE site_settings ADD COLUMN invoice_bank text NOT NULL DEFAULT '';
