-- The profiles at one point with every column a listing near a place filters on, for its capped
-- count (findNearListing). The filter columns are INCLUDEd, not keys: a point's entries then sort by
-- their heap address, so reading them checks the visibility map a page at a time. In the point
-- indexes, whose keys end in the (unique) id, each entry's heap row is anywhere in the table and
-- nearly every entry switched the visibility-map page it checks (at a million tutors, ~9,600 buffer
-- visits to count 10,400 entries, 6.5 ms; 385 and 3.0 ms here). drizzle's index builder has no
-- INCLUDE, so this index is written here, not in schema/profiles.ts.
CREATE INDEX IF NOT EXISTS "tutor_profiles_point_count_idx" ON "tutor_profiles" USING btree ("lat","lng") INCLUDE ("modes","class_levels","boards","offering_names","availability","lowest_fee","ratings","travel_km","city") WHERE "tutor_profiles"."review_status" = 'approved';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "center_profiles_point_count_idx" ON "center_profiles" USING btree ("lat","lng") INCLUDE ("class_levels","boards","offering_names","lowest_fee","ratings","city") WHERE "center_profiles"."review_status" = 'approved';
