-- Pages the shop showed before published versions were kept (ADR 041) get their live words as
-- version 1, so editors see them as published and can return to them. The same statement runs
-- after the demo pages are seeded (recordLivePageVersions).
WITH live AS (
  SELECT t.page_id,
         jsonb_object_agg(t.culture, jsonb_build_object(
           'Title', t.title,
           'Slug', t.slug,
           'Summary', t.summary,
           'MetaTitle', t.meta_title,
           'MetaDescription', t.meta_description,
           'Blocks', COALESCE(t.blocks, CASE WHEN t.body_html <> ''
             THEN jsonb_build_array(jsonb_build_object('Type', 'html', 'Id', gen_random_uuid(), 'Html', t.body_html))
             ELSE '[]'::jsonb END))) AS translations
    FROM content_page_translations t
    JOIN content_pages p ON p.id = t.page_id
   WHERE p.is_published AND p.published_number IS NULL
     AND NOT EXISTS (SELECT 1 FROM content_page_versions v WHERE v.page_id = p.id)
   GROUP BY t.page_id
)
INSERT INTO content_page_versions (page_id, number, translations)
SELECT page_id, 1, translations FROM live;
--> statement-breakpoint
UPDATE content_pages p SET published_number = 1
 WHERE p.published_number IS NULL AND p.is_published
   AND EXISTS (SELECT 1 FROM content_page_versions v WHERE v.page_id = p.id AND v.number = 1);
