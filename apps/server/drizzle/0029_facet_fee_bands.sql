-- listing_facet_counts and *_facet_keys_idx per fee band, and for single filters too (decision 017,
-- "fee bands"). By fee, a listing whose matches charge more than most walked the fee index past
-- every cheaper profile (class Competitive by fee: 20,000 entries, 23 ms at 1M tutors); counted
-- per band, its page knows which bands hold its rows, and reads each through its own keys or
-- walks just that band of the index.
--
-- A profile's fee band: its place in the fee order (slow-to-answer profiles after the others, then
-- the lowest fee, no fee last) in steps: 0 up to the first edge, i above the i-th edge up to the
-- next, 99 without a fee; 100 more when slow to answer. A band ends at its edge, so "a fee up to"
-- any edge (the filter panel's ₹1,000, ₹2,000 and ₹3,000 are edges) is a set of whole bands. The
-- edges are FEE_BAND_EDGES in listing-repository.ts.
CREATE FUNCTION "listing_fee_band"(slow boolean, fee integer) RETURNS smallint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (CASE WHEN slow THEN 100 ELSE 0 END + CASE WHEN fee IS NULL THEN 99 ELSE width_bucket(fee - 1,
    '{300,400,500,600,700,800,900,1000,1100,1200,1300,1400,1500,1750,2000,2250,2500,2750,3000,3500,4000,5000,6000,8000,10000,15000,25000,50000}'::int[]) END)::smallint
$$;
--> statement-breakpoint
DROP INDEX "center_profiles_facet_keys_idx";--> statement-breakpoint
DROP INDEX "tutor_profiles_facet_keys_idx";--> statement-breakpoint
DROP FUNCTION "listing_facet_keys"(text[], text[], text[], text, text[]);--> statement-breakpoint
DELETE FROM "listing_facet_counts";--> statement-breakpoint
ALTER TABLE "listing_facet_counts" DROP CONSTRAINT "listing_facet_counts_kind_offering_class_level_board_availability_mode_pk";--> statement-breakpoint
ALTER TABLE "listing_facet_counts" ADD COLUMN "band" smallint NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_facet_counts" ADD CONSTRAINT "listing_facet_counts_kind_offering_class_level_board_availability_mode_band_pk" PRIMARY KEY("kind","offering","class_level","board","availability","mode","band");--> statement-breakpoint
-- The cells a profile (a jsonb row of either profile table) counts in: every choice of '' or one of
-- its values per filter, with one or more filters chosen, each with the profile's fee band.
DROP FUNCTION "listing_facet_cells"(jsonb);--> statement-breakpoint
CREATE FUNCTION "listing_facet_cells"(r jsonb)
  RETURNS TABLE ("offering" text, "class_level" text, "board" text, "availability" text, "mode" text, "band" smallint)
  LANGUAGE sql IMMUTABLE SET jit = off AS $$
  SELECT DISTINCT o.v, c.v, b.v, a.v, m.v,
    public."listing_fee_band"(coalesce((r->>'slow_to_answer')::boolean, false), (r->>'lowest_fee')::int)
  FROM (SELECT '' UNION ALL SELECT jsonb_array_elements_text(coalesce(r->'offering_names', '[]'))) o(v),
       (SELECT '' UNION ALL SELECT jsonb_array_elements_text(coalesce(r->'class_levels', '[]'))) c(v),
       (SELECT '' UNION ALL SELECT jsonb_array_elements_text(coalesce(r->'boards', '[]'))) b(v),
       (SELECT '' UNION ALL SELECT r->>'availability' WHERE r->>'availability' IS NOT NULL) a(v),
       (SELECT '' UNION ALL SELECT jsonb_array_elements_text(coalesce(r->'modes', '[]'))) m(v)
  WHERE (o.v <> '')::int + (c.v <> '')::int + (b.v <> '')::int + (a.v <> '')::int + (m.v <> '')::int >= 1
$$;
--> statement-breakpoint
-- What of a profile row the counts depend on: now its fee band's columns too.
CREATE OR REPLACE FUNCTION "listing_facet_key"(r jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_array(r->'review_status', r->'offering_names', r->'class_levels', r->'boards',
    r->'availability', r->'modes', r->'slow_to_answer', r->'lowest_fee')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "listing_facet_add"(p_kind text, removed jsonb[], added jsonb[]) RETURNS void
  LANGUAGE sql SET jit = off AS $$
  INSERT INTO "listing_facet_counts" AS f ("kind", "offering", "class_level", "board", "availability", "mode", "band", "n")
  SELECT p_kind, c."offering", c."class_level", c."board", c."availability", c."mode", c."band", sum(d.delta)::int
  FROM (SELECT r, -1 AS delta FROM unnest(removed) r UNION ALL SELECT r, 1 FROM unnest(added) r) d
  CROSS JOIN LATERAL "listing_facet_cells"(d.r) c
  GROUP BY c."offering", c."class_level", c."board", c."availability", c."mode", c."band"
  HAVING sum(d.delta) <> 0
  ORDER BY c."offering", c."class_level", c."board", c."availability", c."mode", c."band"
  ON CONFLICT ("kind", "offering", "class_level", "board", "availability", "mode", "band")
    DO UPDATE SET "n" = f."n" + excluded."n"
$$;
--> statement-breakpoint
-- Each distinct set of filters and fee band expanded once (the band's lowest fee stands for the rest).
CREATE OR REPLACE FUNCTION "listing_facet_counts_rebuild"() RETURNS void LANGUAGE sql SET jit = off AS $$
  DELETE FROM "listing_facet_counts";
  INSERT INTO "listing_facet_counts" ("kind", "offering", "class_level", "board", "availability", "mode", "band", "n")
  SELECT s.kind, c."offering", c."class_level", c."board", c."availability", c."mode", c."band", sum(s.n)::int
  FROM (
    SELECT 'tutor' AS kind, jsonb_build_object('offering_names', offering_names, 'class_levels', class_levels,
             'boards', boards, 'availability', availability, 'modes', modes,
             'slow_to_answer', slow_to_answer, 'lowest_fee', min(lowest_fee)) AS r, count(*) AS n
      FROM "tutor_profiles" WHERE review_status = 'approved'
      GROUP BY offering_names, class_levels, boards, availability, modes, slow_to_answer,
        "listing_fee_band"(slow_to_answer, lowest_fee)
    UNION ALL
    SELECT 'center', jsonb_build_object('offering_names', offering_names, 'class_levels', class_levels,
             'boards', boards, 'slow_to_answer', slow_to_answer, 'lowest_fee', min(lowest_fee)), count(*)
      FROM "center_profiles" WHERE review_status = 'approved'
      GROUP BY offering_names, class_levels, boards, slow_to_answer, "listing_fee_band"(slow_to_answer, lowest_fee)
  ) s CROSS JOIN LATERAL "listing_facet_cells"(s.r) c
  GROUP BY s.kind, c."offering", c."class_level", c."board", c."availability", c."mode", c."band"
$$;
--> statement-breakpoint
SELECT "listing_facet_counts_rebuild"();--> statement-breakpoint
ANALYZE "listing_facet_counts";--> statement-breakpoint
-- listing_facet_counts' cells as GIN keys: the five values and the fee band joined by the unit
-- separator (chr(31)), which no value can hold, so a key names one cell exactly. The band's
-- function is named with its schema: an index build runs its expression with a safe search_path.
--
-- Its cost is set to what a call takes (about 100 µs: a hundred keys built and sorted), so the
-- planner reads a listing's keys from the index rather than computing them on each row it walks:
-- at the default cost a read of 18 bands' keys, estimated at 86,000 rows, walked the ratings index
-- calling it on every entry (45 s at 1M tutors; 5 ms through the index).
CREATE FUNCTION "listing_facet_keys"(offerings text[], classes text[], boards text[], availability text, modes text[], slow boolean, fee integer)
  RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE COST 10000 AS $$
  SELECT coalesce(array_agg(DISTINCT concat_ws(chr(31), o.v, c.v, b.v, a.v, m.v, f.v)), '{}')
  FROM (SELECT '' UNION ALL SELECT unnest(offerings)) o(v),
       (SELECT '' UNION ALL SELECT unnest(classes)) c(v),
       (SELECT '' UNION ALL SELECT unnest(boards)) b(v),
       (SELECT '' UNION ALL SELECT availability WHERE availability IS NOT NULL) a(v),
       (SELECT '' UNION ALL SELECT unnest(modes)) m(v),
       (SELECT public."listing_fee_band"(coalesce(slow, false), fee)) f(v)
  WHERE (o.v <> '')::int + (c.v <> '')::int + (b.v <> '')::int + (a.v <> '')::int + (m.v <> '')::int >= 1
$$;
--> statement-breakpoint
CREATE INDEX "center_profiles_facet_keys_idx" ON "center_profiles" USING gin (listing_facet_keys("offering_names", "class_levels", "boards", null::text, '{}'::text[], "slow_to_answer", "lowest_fee")) WHERE "center_profiles"."review_status" = 'approved';--> statement-breakpoint
CREATE INDEX "tutor_profiles_facet_keys_idx" ON "tutor_profiles" USING gin (listing_facet_keys("offering_names", "class_levels", "boards", "availability", "modes", "slow_to_answer", "lowest_fee")) WHERE "tutor_profiles"."review_status" = 'approved';
