-- Numeric fields may have a lower and an upper limit (e.g. 10 to 30 people per group tour). Kept beside form_fields,
-- keyed by the field's id; the limits go with their field.
CREATE TABLE form_field_limits (
  field_id int PRIMARY KEY REFERENCES form_fields (id) ON DELETE CASCADE,
  min_value numeric,
  max_value numeric,
  CHECK (min_value IS NULL OR max_value IS NULL OR min_value <= max_value)
)
