DROP INDEX "center_profiles_earth_idx";--> statement-breakpoint
DROP INDEX "center_profiles_lat_lng_idx";--> statement-breakpoint
DROP INDEX "tutor_profiles_earth_idx";--> statement-breakpoint
DROP INDEX "tutor_profiles_point_reach_idx";--> statement-breakpoint
CREATE INDEX "center_profiles_point_reach_idx" ON "center_profiles" USING btree ("lat","lng","user_id","class_levels","boards","created_at");--> statement-breakpoint
CREATE INDEX "tutor_profiles_point_reach_idx" ON "tutor_profiles" USING btree ("lat","lng","user_id","travel_km","modes","class_levels","boards","created_at");