DROP INDEX "center_profiles_ratings_idx";--> statement-breakpoint
DROP INDEX "center_profiles_name_idx";--> statement-breakpoint
DROP INDEX "center_profiles_created_idx";--> statement-breakpoint
DROP INDEX "center_profiles_point_reach_idx";--> statement-breakpoint
DROP INDEX "tutor_profiles_ratings_idx";--> statement-breakpoint
DROP INDEX "tutor_profiles_name_idx";--> statement-breakpoint
DROP INDEX "tutor_profiles_created_idx";--> statement-breakpoint
DROP INDEX "tutor_profiles_point_reach_idx";--> statement-breakpoint
ALTER TABLE "center_profiles" ADD COLUMN "slow_to_answer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD COLUMN "slow_to_answer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "center_profiles_fees_order_idx" ON "center_profiles" USING btree ("slow_to_answer","lowest_fee","user_id");--> statement-breakpoint
CREATE INDEX "center_profiles_response_idx" ON "center_profiles" USING btree ("slow_to_answer","response_minutes","user_id");--> statement-breakpoint
CREATE INDEX "tutor_profiles_fees_order_idx" ON "tutor_profiles" USING btree ("slow_to_answer","lowest_fee","user_id");--> statement-breakpoint
CREATE INDEX "tutor_profiles_response_idx" ON "tutor_profiles" USING btree ("slow_to_answer","response_minutes","user_id");--> statement-breakpoint
CREATE INDEX "center_profiles_ratings_idx" ON "center_profiles" USING btree ("slow_to_answer","ratings" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "center_profiles_name_idx" ON "center_profiles" USING btree ("slow_to_answer","name","user_id");--> statement-breakpoint
CREATE INDEX "center_profiles_created_idx" ON "center_profiles" USING btree ("slow_to_answer","created_at" DESC NULLS LAST,"user_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "center_profiles_point_reach_idx" ON "center_profiles" USING btree ("lat","lng","user_id","class_levels","boards","created_at","slow_to_answer");--> statement-breakpoint
CREATE INDEX "tutor_profiles_ratings_idx" ON "tutor_profiles" USING btree ("slow_to_answer","ratings" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "tutor_profiles_name_idx" ON "tutor_profiles" USING btree ("slow_to_answer","name","user_id");--> statement-breakpoint
CREATE INDEX "tutor_profiles_created_idx" ON "tutor_profiles" USING btree ("slow_to_answer","created_at" DESC NULLS LAST,"user_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tutor_profiles_point_reach_idx" ON "tutor_profiles" USING btree ("lat","lng","user_id","travel_km","modes","class_levels","boards","created_at","slow_to_answer");