-- Data folders seeded before the demo pictures became library entries, and images placed before the library kept
-- every upload, show pictures the media library does not list. Every raster image a page, a page version or an entry
-- places under /media/ (not a rendition or crop of one) becomes an entry, with the size its placement stored and that
-- placement's alt text as its title. Alt texts and captions stay empty: a placement's alt is in one language only, and
-- an empty library text lets each placement keep the one it stored. A database without such references (a fresh or
-- a real deployment) gains nothing; files that are entries already keep theirs.
INSERT INTO media_images (file, title, width, height)
SELECT DISTINCT ON (file) file, title, width, height
  FROM (
    SELECT substr(o ->> 'url', 8) AS file,
           left(coalesce(o ->> 'alt', ''), 500) AS title,
           round((o ->> 'width')::numeric)::int AS width,
           round((o ->> 'height')::numeric)::int AS height
      FROM (
        SELECT data AS doc FROM modules
        UNION ALL SELECT og_image FROM pages
        UNION ALL SELECT snapshot FROM page_versions
        UNION ALL SELECT image_obj FROM articles
        UNION ALL SELECT image_obj FROM persons
        UNION ALL SELECT image_obj FROM events
        UNION ALL SELECT image_obj FROM productions
        UNION ALL SELECT image_obj FROM series
        UNION ALL SELECT image_obj FROM venues
        UNION ALL SELECT image_obj FROM teasers
        UNION ALL SELECT image_obj FROM detail_images
        UNION ALL SELECT video_image_obj FROM detail_texts
      ) AS placed
      CROSS JOIN LATERAL jsonb_path_query(placed.doc, 'strict $.**') AS o
     WHERE placed.doc IS NOT NULL
       AND jsonb_typeof(o) = 'object'
       AND jsonb_typeof(o -> 'url') = 'string'
       AND o ->> 'url' ~* '^/media/[^?#"<>]+\.(jpe?g|png)$'
       AND o ->> 'url' !~* '-(small|medium|large|sq[0-9]+-[0-9]+)\.(jpe?g|png)$'
       AND jsonb_typeof(o -> 'width') = 'number' AND (o ->> 'width')::numeric >= 1
       AND jsonb_typeof(o -> 'height') = 'number' AND (o ->> 'height')::numeric >= 1
  ) AS refs
 ORDER BY file, title = '', title
ON CONFLICT (file) DO NOTHING;
