DROP INDEX "center_profiles_fees_order_idx";--> statement-breakpoint
DROP INDEX "center_profiles_ratings_idx";--> statement-breakpoint
DROP INDEX "center_profiles_name_idx";--> statement-breakpoint
DROP INDEX "center_profiles_created_idx";--> statement-breakpoint
DROP INDEX "center_profiles_response_idx";--> statement-breakpoint
DROP INDEX "center_profiles_point_reach_idx";--> statement-breakpoint
DROP INDEX "tutor_profiles_fees_order_idx";--> statement-breakpoint
DROP INDEX "tutor_profiles_ratings_idx";--> statement-breakpoint
DROP INDEX "tutor_profiles_name_idx";--> statement-breakpoint
DROP INDEX "tutor_profiles_created_idx";--> statement-breakpoint
DROP INDEX "tutor_profiles_response_idx";--> statement-breakpoint
DROP INDEX "tutor_profiles_point_reach_idx";--> statement-breakpoint
ALTER TABLE "center_profiles" ADD COLUMN "offering_names" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD COLUMN "offering_names" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- The copy starts as the subjects/courses already stored (refreshProfileDerived keeps it from now on).
UPDATE "tutor_profiles" p SET "offering_names" = o.list
FROM (SELECT tutor_id, array_agg(subject ORDER BY subject) AS list FROM "tutor_subjects" GROUP BY tutor_id) o
WHERE o.tutor_id = p.user_id;--> statement-breakpoint
UPDATE "center_profiles" p SET "offering_names" = o.list
FROM (SELECT center_id, array_agg(course ORDER BY course) AS list FROM "center_courses" GROUP BY center_id) o
WHERE o.center_id = p.user_id;--> statement-breakpoint
CREATE INDEX "center_profiles_fees_order_idx" ON "center_profiles" USING btree ("slow_to_answer","lowest_fee","user_id","offering_names","lowest_fee","ratings","class_levels","boards","city") WHERE "center_profiles"."review_status" = 'approved';--> statement-breakpoint
CREATE INDEX "center_profiles_ratings_idx" ON "center_profiles" USING btree ("slow_to_answer","ratings" DESC NULLS LAST,"user_id","offering_names","lowest_fee","ratings","class_levels","boards","city") WHERE "center_profiles"."review_status" = 'approved';--> statement-breakpoint
CREATE INDEX "center_profiles_name_idx" ON "center_profiles" USING btree ("slow_to_answer","name","user_id","offering_names","lowest_fee","ratings","class_levels","boards","city") WHERE "center_profiles"."review_status" = 'approved';--> statement-breakpoint
CREATE INDEX "center_profiles_created_idx" ON "center_profiles" USING btree ("slow_to_answer","created_at" DESC NULLS LAST,"user_id" DESC NULLS LAST,"offering_names","lowest_fee","ratings","class_levels","boards","city") WHERE "center_profiles"."review_status" = 'approved';--> statement-breakpoint
CREATE INDEX "center_profiles_response_idx" ON "center_profiles" USING btree ("slow_to_answer","response_minutes","user_id","offering_names","lowest_fee","ratings","class_levels","boards","city") WHERE "center_profiles"."review_status" = 'approved';--> statement-breakpoint
CREATE INDEX "center_profiles_point_reach_idx" ON "center_profiles" USING btree ("lat","lng","user_id","class_levels","boards","created_at","slow_to_answer","offering_names","lowest_fee","ratings") WHERE "center_profiles"."review_status" = 'approved';--> statement-breakpoint
CREATE INDEX "tutor_profiles_fees_order_idx" ON "tutor_profiles" USING btree ("slow_to_answer","lowest_fee","user_id","offering_names","lowest_fee","ratings","class_levels","boards","city","availability","modes") WHERE "tutor_profiles"."review_status" = 'approved';--> statement-breakpoint
CREATE INDEX "tutor_profiles_ratings_idx" ON "tutor_profiles" USING btree ("slow_to_answer","ratings" DESC NULLS LAST,"user_id","offering_names","lowest_fee","ratings","class_levels","boards","city","availability","modes") WHERE "tutor_profiles"."review_status" = 'approved';--> statement-breakpoint
CREATE INDEX "tutor_profiles_name_idx" ON "tutor_profiles" USING btree ("slow_to_answer","name","user_id","offering_names","lowest_fee","ratings","class_levels","boards","city","availability","modes") WHERE "tutor_profiles"."review_status" = 'approved';--> statement-breakpoint
CREATE INDEX "tutor_profiles_created_idx" ON "tutor_profiles" USING btree ("slow_to_answer","created_at" DESC NULLS LAST,"user_id" DESC NULLS LAST,"offering_names","lowest_fee","ratings","class_levels","boards","city","availability","modes") WHERE "tutor_profiles"."review_status" = 'approved';--> statement-breakpoint
CREATE INDEX "tutor_profiles_response_idx" ON "tutor_profiles" USING btree ("slow_to_answer","response_minutes","user_id","offering_names","lowest_fee","ratings","class_levels","boards","city","availability","modes") WHERE "tutor_profiles"."review_status" = 'approved';--> statement-breakpoint
CREATE INDEX "tutor_profiles_point_reach_idx" ON "tutor_profiles" USING btree ("lat","lng","user_id","travel_km","modes","class_levels","boards","created_at","slow_to_answer","offering_names","availability","lowest_fee","ratings") WHERE "tutor_profiles"."review_status" = 'approved';