DROP INDEX "center_profiles_text_filters_idx";--> statement-breakpoint
DROP INDEX "tutor_profiles_text_filters_idx";--> statement-breakpoint
CREATE INDEX "center_profiles_text_filters_idx" ON "center_profiles" USING gin ("search","mention_search","offering_names","class_levels","boards",lower("city"),(array["pincode"])) WHERE "center_profiles"."review_status" = 'approved';--> statement-breakpoint
CREATE INDEX "tutor_profiles_text_filters_idx" ON "tutor_profiles" USING gin ("search","mention_search","offering_names","class_levels","boards",lower("city"),(array["pincode"]),"availability","modes") WHERE "tutor_profiles"."review_status" = 'approved';--> statement-breakpoint
-- The planner's estimate of `array[pincode] && …` (free text near a place, which picks how its page
-- is read) from the pincodes' own frequencies; ANALYZE fills it now, not at the next autovacuum.
CREATE STATISTICS IF NOT EXISTS "tutor_profiles_pincode_array_stats" ON (array["pincode"]) FROM "tutor_profiles";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "center_profiles_pincode_array_stats" ON (array["pincode"]) FROM "center_profiles";--> statement-breakpoint
ANALYZE "tutor_profiles";--> statement-breakpoint
ANALYZE "center_profiles";
