CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The dictionary starts with every word of the profiles already there (as refreshProfileDerived adds them).
INSERT INTO "search_words" ("word")
SELECT DISTINCT w FROM "tutor_profiles" p, regexp_split_to_table(p.search_text || ' ' || lower(p.bio), '[^[:alpha:]]+') w
WHERE length(w) BETWEEN 3 AND 40
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT w FROM "center_profiles" p, regexp_split_to_table(p.search_text || ' ' || lower(p.description), '[^[:alpha:]]+') w
WHERE length(w) BETWEEN 3 AND 40
ON CONFLICT DO NOTHING;
