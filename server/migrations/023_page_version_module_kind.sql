-- The kind of module a version's change was made to (headline, text, …), so the version list can say
-- "Überschrift geändert" instead of a module id. Versions stored earlier keep NULL.
ALTER TABLE page_versions ADD COLUMN module_kind text;
