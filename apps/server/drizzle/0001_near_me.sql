CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
CREATE TABLE "places" (
	"id" serial PRIMARY KEY NOT NULL,
	"pincode" text NOT NULL,
	"locality" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"rank" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "center_profiles" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "center_profiles" ADD COLUMN "locality" text;--> statement-breakpoint
ALTER TABLE "center_profiles" ADD COLUMN "pincode" text;--> statement-breakpoint
ALTER TABLE "center_profiles" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "center_profiles" ADD COLUMN "lng" double precision;--> statement-breakpoint
ALTER TABLE "center_profiles" ADD COLUMN "class_levels" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "center_profiles" ADD COLUMN "boards" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "center_profiles" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD COLUMN "locality" text;--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD COLUMN "pincode" text;--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD COLUMN "lng" double precision;--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD COLUMN "class_levels" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD COLUMN "boards" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD COLUMN "travel_km" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD COLUMN "modes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD COLUMN "sessions_per_week" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD COLUMN "session_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
CREATE INDEX "places_pincode_idx" ON "places" USING btree ("pincode");--> statement-breakpoint
CREATE INDEX "places_locality_prefix_idx" ON "places" USING btree (lower("locality") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "places_city_prefix_idx" ON "places" USING btree (lower("city") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "center_profiles_earth_idx" ON "center_profiles" USING gist (ll_to_earth("lat", "lng")) WHERE "center_profiles"."lat" is not null;--> statement-breakpoint
CREATE INDEX "center_profiles_lat_lng_idx" ON "center_profiles" USING btree ("lat","lng","user_id");--> statement-breakpoint
CREATE INDEX "center_profiles_city_idx" ON "center_profiles" USING btree (lower("city"));--> statement-breakpoint
CREATE INDEX "center_profiles_locality_idx" ON "center_profiles" USING btree (lower("locality"));--> statement-breakpoint
CREATE INDEX "center_profiles_class_levels_idx" ON "center_profiles" USING gin ("class_levels");--> statement-breakpoint
CREATE INDEX "center_profiles_boards_idx" ON "center_profiles" USING gin ("boards");--> statement-breakpoint
CREATE INDEX "tutor_profiles_earth_idx" ON "tutor_profiles" USING gist (ll_to_earth("lat", "lng")) WHERE "tutor_profiles"."lat" is not null;--> statement-breakpoint
CREATE INDEX "tutor_profiles_lat_lng_idx" ON "tutor_profiles" USING btree ("lat","lng","user_id");--> statement-breakpoint
CREATE INDEX "tutor_profiles_city_idx" ON "tutor_profiles" USING btree (lower("city"));--> statement-breakpoint
CREATE INDEX "tutor_profiles_locality_idx" ON "tutor_profiles" USING btree (lower("locality"));--> statement-breakpoint
CREATE INDEX "tutor_profiles_class_levels_idx" ON "tutor_profiles" USING gin ("class_levels");--> statement-breakpoint
CREATE INDEX "tutor_profiles_boards_idx" ON "tutor_profiles" USING gin ("boards");--> statement-breakpoint
CREATE INDEX "tutor_profiles_modes_idx" ON "tutor_profiles" USING gin ("modes");--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD CONSTRAINT "tutor_profiles_travel_km_check" CHECK ("tutor_profiles"."travel_km" between 0 and 50);--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD CONSTRAINT "tutor_profiles_sessions_check" CHECK ("tutor_profiles"."sessions_per_week" between 1 and 7);--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD CONSTRAINT "tutor_profiles_minutes_check" CHECK ("tutor_profiles"."session_minutes" between 30 and 180);