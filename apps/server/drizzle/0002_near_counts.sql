DROP INDEX "tutor_profiles_lat_lng_idx";--> statement-breakpoint
CREATE INDEX "places_earth_idx" ON "places" USING gist (ll_to_earth("lat", "lng"));--> statement-breakpoint
CREATE INDEX "tutor_profiles_point_reach_idx" ON "tutor_profiles" USING btree ("lat","lng","user_id","travel_km","modes");