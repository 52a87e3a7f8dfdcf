-- Design settings become an entry of the back office with a version of its own, so saving them never collides
-- with a save of the site settings on the same row. The header logo's link now means where the logo leads; the
-- logo image it used to hold (named in structured data, the sharing image's fallback) moves to header_logo_image.
-- The anchor offset becomes the space in pixels kept above a section the page jumps to; the old unused value
-- (600) would hide most of a phone's screen, so it becomes the 130 px the site has always kept.
ALTER TABLE site_settings ADD COLUMN design_version int NOT NULL DEFAULT 1;
UPDATE site_settings
   SET design = design
       || jsonb_build_object(
            'header_logo_image', CASE WHEN design->>'header_logo_link' LIKE '/media/%' THEN design->>'header_logo_link' ELSE coalesce(design->>'header_logo_image', '') END,
            'header_logo_link', CASE WHEN design->>'header_logo_link' LIKE '/media/%' THEN '' ELSE coalesce(design->>'header_logo_link', '') END,
            'anchor_list_offset', CASE WHEN (design->>'anchor_list_offset')::int > 400 THEN 130 ELSE (design->>'anchor_list_offset')::int END
          );
