DROP INDEX "center_profiles_lowest_fee_idx";--> statement-breakpoint
DROP INDEX "center_profiles_fees_order_idx";--> statement-breakpoint
DROP INDEX "center_profiles_ratings_idx";--> statement-breakpoint
DROP INDEX "center_profiles_name_idx";--> statement-breakpoint
DROP INDEX "center_profiles_created_idx";--> statement-breakpoint
DROP INDEX "center_profiles_response_idx";--> statement-breakpoint
DROP INDEX "center_profiles_point_reach_idx";--> statement-breakpoint
DROP INDEX "tutor_profiles_lowest_fee_idx";--> statement-breakpoint
DROP INDEX "tutor_profiles_fees_order_idx";--> statement-breakpoint
DROP INDEX "tutor_profiles_ratings_idx";--> statement-breakpoint
DROP INDEX "tutor_profiles_name_idx";--> statement-breakpoint
DROP INDEX "tutor_profiles_created_idx";--> statement-breakpoint
DROP INDEX "tutor_profiles_response_idx";--> statement-breakpoint
DROP INDEX "tutor_profiles_point_reach_idx";--> statement-breakpoint
ALTER TABLE "center_profiles" ADD COLUMN "review_status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "center_profiles" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "center_profiles" ADD COLUMN "verified_identity" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "center_profiles" ADD COLUMN "verified_qualification" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "center_profiles" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD COLUMN "review_status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD COLUMN "verified_identity" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD COLUMN "verified_qualification" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD COLUMN "qualification" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD COLUMN "experience_years" integer;--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "center_profiles_review_idx" ON "center_profiles" USING btree ("review_status","created_at") WHERE "center_profiles"."review_status" <> 'approved';--> statement-breakpoint
CREATE INDEX "tutor_profiles_review_idx" ON "tutor_profiles" USING btree ("review_status","created_at") WHERE "tutor_profiles"."review_status" <> 'approved';--> statement-breakpoint
CREATE INDEX "center_profiles_lowest_fee_idx" ON "center_profiles" USING btree ("lowest_fee") WHERE "center_profiles"."review_status" = 'approved';--> statement-breakpoint
CREATE INDEX "center_profiles_fees_order_idx" ON "center_profiles" USING btree ("slow_to_answer","lowest_fee","user_id") WHERE "center_profiles"."review_status" = 'approved';--> statement-breakpoint
CREATE INDEX "center_profiles_ratings_idx" ON "center_profiles" USING btree ("slow_to_answer","ratings" DESC NULLS LAST,"user_id") WHERE "center_profiles"."review_status" = 'approved';--> statement-breakpoint
CREATE INDEX "center_profiles_name_idx" ON "center_profiles" USING btree ("slow_to_answer","name","user_id") WHERE "center_profiles"."review_status" = 'approved';--> statement-breakpoint
CREATE INDEX "center_profiles_created_idx" ON "center_profiles" USING btree ("slow_to_answer","created_at" DESC NULLS LAST,"user_id" DESC NULLS LAST) WHERE "center_profiles"."review_status" = 'approved';--> statement-breakpoint
CREATE INDEX "center_profiles_response_idx" ON "center_profiles" USING btree ("slow_to_answer","response_minutes","user_id") WHERE "center_profiles"."review_status" = 'approved';--> statement-breakpoint
CREATE INDEX "center_profiles_point_reach_idx" ON "center_profiles" USING btree ("lat","lng","user_id","class_levels","boards","created_at","slow_to_answer") WHERE "center_profiles"."review_status" = 'approved';--> statement-breakpoint
CREATE INDEX "tutor_profiles_lowest_fee_idx" ON "tutor_profiles" USING btree ("lowest_fee") WHERE "tutor_profiles"."review_status" = 'approved';--> statement-breakpoint
CREATE INDEX "tutor_profiles_fees_order_idx" ON "tutor_profiles" USING btree ("slow_to_answer","lowest_fee","user_id") WHERE "tutor_profiles"."review_status" = 'approved';--> statement-breakpoint
CREATE INDEX "tutor_profiles_ratings_idx" ON "tutor_profiles" USING btree ("slow_to_answer","ratings" DESC NULLS LAST,"user_id") WHERE "tutor_profiles"."review_status" = 'approved';--> statement-breakpoint
CREATE INDEX "tutor_profiles_name_idx" ON "tutor_profiles" USING btree ("slow_to_answer","name","user_id") WHERE "tutor_profiles"."review_status" = 'approved';--> statement-breakpoint
CREATE INDEX "tutor_profiles_created_idx" ON "tutor_profiles" USING btree ("slow_to_answer","created_at" DESC NULLS LAST,"user_id" DESC NULLS LAST) WHERE "tutor_profiles"."review_status" = 'approved';--> statement-breakpoint
CREATE INDEX "tutor_profiles_response_idx" ON "tutor_profiles" USING btree ("slow_to_answer","response_minutes","user_id") WHERE "tutor_profiles"."review_status" = 'approved';--> statement-breakpoint
CREATE INDEX "tutor_profiles_point_reach_idx" ON "tutor_profiles" USING btree ("lat","lng","user_id","travel_km","modes","class_levels","boards","created_at","slow_to_answer") WHERE "tutor_profiles"."review_status" = 'approved';--> statement-breakpoint
ALTER TABLE "center_profiles" ADD CONSTRAINT "center_profiles_review_status_check" CHECK ("center_profiles"."review_status" in ('pending','approved','rejected'));--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD CONSTRAINT "tutor_profiles_review_status_check" CHECK ("tutor_profiles"."review_status" in ('pending','approved','rejected'));--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD CONSTRAINT "tutor_profiles_experience_check" CHECK ("tutor_profiles"."experience_years" between 0 and 60);