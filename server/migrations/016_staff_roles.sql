-- Staff roles (admin: users and settings; editor: content and publishing; boxoffice: orders and check-in),
-- deactivated accounts (they keep their history but cannot log in) and one-time passwords that must be changed.
ALTER TABLE users ADD COLUMN role text NOT NULL DEFAULT 'editor' CHECK (role IN ('admin', 'editor', 'boxoffice'));
ALTER TABLE users ADD COLUMN is_active boolean NOT NULL DEFAULT true;
ALTER TABLE users ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN version int NOT NULL DEFAULT 1;
