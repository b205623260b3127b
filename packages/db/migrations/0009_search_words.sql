-- The words of the product names, per culture, with how many names use each (ADR 012): the
-- vocabulary a search that matched nothing is corrected against ("chiase" → "chaise"). A few
-- hundred rows per culture in the demo, read whole by primary key; kept by the database from the
-- translations, whatever writes them. Words keep their case and accents: the gateway folds them.
CREATE TABLE "product_search_words" (
	"culture" varchar(2) NOT NULL,
	"word" text NOT NULL,
	"uses" integer NOT NULL,
	PRIMARY KEY ("culture", "word")
);--> statement-breakpoint
INSERT INTO product_search_words (culture, word, uses)
  SELECT t.culture, w.word, count(*)::int
    FROM product_translations t CROSS JOIN LATERAL regexp_split_to_table(t.name, '\s+') AS w(word)
   WHERE w.word <> ''
   GROUP BY t.culture, w.word;--> statement-breakpoint
-- Rows are taken in (culture, word) order, so that two writers lock shared words in the same order.
CREATE OR REPLACE FUNCTION product_search_words_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    WITH removed AS (
      SELECT o.culture, w.word, count(*)::int AS n
        FROM old_rows o CROSS JOIN LATERAL regexp_split_to_table(o.name, '\s+') AS w(word)
       WHERE w.word <> '' GROUP BY o.culture, w.word)
    UPDATE product_search_words s SET uses = s.uses - r.n
      FROM removed r WHERE s.culture = r.culture AND s.word = r.word;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO product_search_words AS s (culture, word, uses)
      SELECT n.culture, w.word, count(*)::int
        FROM new_rows n CROSS JOIN LATERAL regexp_split_to_table(n.name, '\s+') AS w(word)
       WHERE w.word <> '' GROUP BY n.culture, w.word ORDER BY n.culture, w.word
      ON CONFLICT (culture, word) DO UPDATE SET uses = s.uses + excluded.uses;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM product_search_words s
     WHERE s.uses <= 0
       AND (s.culture, s.word) IN (
         SELECT o.culture, w.word FROM old_rows o CROSS JOIN LATERAL regexp_split_to_table(o.name, '\s+') AS w(word));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_translations_words_insert AFTER INSERT ON product_translations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_words_sync();--> statement-breakpoint
CREATE TRIGGER product_translations_words_update AFTER UPDATE ON product_translations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_words_sync();--> statement-breakpoint
CREATE TRIGGER product_translations_words_delete AFTER DELETE ON product_translations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_words_sync();
--> statement-breakpoint
-- Suggestions are the first results of the text's own search now (ADR 012): the trigram index that
-- served their similarity match has no reader left.
DROP INDEX IF EXISTS "product_search_name_trgm_idx";
