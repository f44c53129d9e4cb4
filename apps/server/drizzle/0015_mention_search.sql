ALTER TABLE "center_profiles" ADD COLUMN "mention_search" "tsvector";--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD COLUMN "mention_search" "tsvector";--> statement-breakpoint
-- The vector starts as refreshProfileDerived computes it (which keeps it from now on): the name and
-- own text, without the words of the profile's subjects/courses.
UPDATE "tutor_profiles" p SET "mention_search" = ts_delete(
  setweight(to_tsvector('english', u.name), 'A') || setweight(to_tsvector('english', p.bio), 'C'),
  tsvector_to_array(to_tsvector('english', array_to_string(p.offering_names, ' '))))
FROM "users" u WHERE u.id = p.user_id;--> statement-breakpoint
UPDATE "center_profiles" p SET "mention_search" = ts_delete(
  setweight(to_tsvector('english', u.name), 'A') || setweight(to_tsvector('english', p.location), 'B')
    || setweight(to_tsvector('english', p.description), 'C'),
  tsvector_to_array(to_tsvector('english', array_to_string(p.offering_names, ' '))))
FROM "users" u WHERE u.id = p.user_id;--> statement-breakpoint
CREATE INDEX "center_profiles_mention_search_idx" ON "center_profiles" USING gin ("mention_search") WHERE "center_profiles"."review_status" = 'approved';--> statement-breakpoint
CREATE INDEX "tutor_profiles_mention_search_idx" ON "tutor_profiles" USING gin ("mention_search") WHERE "tutor_profiles"."review_status" = 'approved';
