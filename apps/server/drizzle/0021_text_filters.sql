-- btree_gin: GIN operator classes for the scalar columns (city, pincode, availability) beside the words.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "center_profiles_search_idx";--> statement-breakpoint
DROP INDEX "center_profiles_mention_search_idx";--> statement-breakpoint
DROP INDEX "tutor_profiles_search_idx";--> statement-breakpoint
DROP INDEX "tutor_profiles_mention_search_idx";--> statement-breakpoint
CREATE INDEX "center_profiles_text_filters_idx" ON "center_profiles" USING gin ("search","mention_search","offering_names","class_levels","boards",lower("city"),"pincode") WHERE "center_profiles"."review_status" = 'approved';--> statement-breakpoint
CREATE INDEX "tutor_profiles_text_filters_idx" ON "tutor_profiles" USING gin ("search","mention_search","offering_names","class_levels","boards",lower("city"),"pincode","availability","modes") WHERE "tutor_profiles"."review_status" = 'approved';