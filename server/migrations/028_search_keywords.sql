-- What visitors search, counted per Berlin day and language: the term only (trimmed, lower case), never who searched.
CREATE TABLE search_keywords (
  day date NOT NULL,
  locale text NOT NULL,
  term text NOT NULL,
  count int NOT NULL DEFAULT 1,
  PRIMARY KEY (day, locale, term)
);
CREATE INDEX search_keywords_day_idx ON search_keywords (day);
