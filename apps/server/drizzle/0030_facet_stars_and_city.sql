-- listing_facet_counts and *_facet_keys_idx per whole star of rating and per city too (decision
-- 017, "by rating and in a city"). Beside three or more filters, a lowest rating or a city walked
-- the sort index (or the city's) for the few matches that pass: subject, class and board with
-- "3 stars & up" by fee took 113 ms at 1M tutors, Sanskrit, board ICSE, at home, in Delhi 57 ms.
--
-- A profile's stars: its rating's whole part (0 to 5; 0 without reviews), so "N stars & up" (the
-- filter panel's ratings are whole stars) is the cells of N stars and more. A profile has one
-- rating, so its number of cells does not change.
--
-- Its city: each combination is counted and keyed again in the profile's city, lowercased (the
-- listing's filter is case-insensitive: lower(city) = lower($1)); '' for any city. A profile has one
-- city, so it has twice the cells and keys. A city alone is not a cell (the city's own index walks it).
CREATE FUNCTION "listing_rating_stars"(ratings numeric) RETURNS smallint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT floor(coalesce(ratings, 0))::smallint
$$;
--> statement-breakpoint
DROP INDEX "center_profiles_facet_keys_idx";--> statement-breakpoint
DROP INDEX "tutor_profiles_facet_keys_idx";--> statement-breakpoint
DROP FUNCTION "listing_facet_keys"(text[], text[], text[], text, text[], boolean, integer);--> statement-breakpoint
DELETE FROM "listing_facet_counts";--> statement-breakpoint
ALTER TABLE "listing_facet_counts" DROP CONSTRAINT "listing_facet_counts_kind_offering_class_level_board_availability_mode_band_pk";--> statement-breakpoint
ALTER TABLE "listing_facet_counts" ADD COLUMN "city" text NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_facet_counts" ADD COLUMN "stars" smallint NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_facet_counts" ADD CONSTRAINT "listing_facet_counts_kind_offering_class_level_board_availability_mode_city_band_stars_pk" PRIMARY KEY("kind","offering","class_level","board","availability","mode","city","band","stars");--> statement-breakpoint
DROP FUNCTION "listing_facet_add"(text, jsonb[], jsonb[]);--> statement-breakpoint
DROP FUNCTION "listing_facet_cells"(jsonb);--> statement-breakpoint
CREATE FUNCTION "listing_facet_cells"(r jsonb)
  RETURNS TABLE ("offering" text, "class_level" text, "board" text, "availability" text, "mode" text, "city" text, "band" smallint, "stars" smallint)
  LANGUAGE sql IMMUTABLE SET jit = off AS $$
  SELECT DISTINCT o.v, c.v, b.v, a.v, m.v, ci.v,
    public."listing_fee_band"(coalesce((r->>'slow_to_answer')::boolean, false), (r->>'lowest_fee')::int),
    public."listing_rating_stars"((r->>'ratings')::numeric)
  FROM (SELECT '' UNION ALL SELECT jsonb_array_elements_text(coalesce(r->'offering_names', '[]'))) o(v),
       (SELECT '' UNION ALL SELECT jsonb_array_elements_text(coalesce(r->'class_levels', '[]'))) c(v),
       (SELECT '' UNION ALL SELECT jsonb_array_elements_text(coalesce(r->'boards', '[]'))) b(v),
       (SELECT '' UNION ALL SELECT r->>'availability' WHERE r->>'availability' IS NOT NULL) a(v),
       (SELECT '' UNION ALL SELECT jsonb_array_elements_text(coalesce(r->'modes', '[]'))) m(v),
       (SELECT '' UNION ALL SELECT lower(r->>'city') WHERE coalesce(r->>'city', '') <> '') ci(v)
  WHERE (o.v <> '')::int + (c.v <> '')::int + (b.v <> '')::int + (a.v <> '')::int + (m.v <> '')::int >= 1
$$;
--> statement-breakpoint
-- What of a profile row the counts depend on: its stars, not its exact rating (a review that keeps
-- the whole part leaves the counts alone), and its city.
CREATE OR REPLACE FUNCTION "listing_facet_key"(r jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_array(r->'review_status', r->'offering_names', r->'class_levels', r->'boards',
    r->'availability', r->'modes', r->'slow_to_answer', r->'lowest_fee',
    public."listing_rating_stars"((r->>'ratings')::numeric), lower(r->>'city'))
$$;
--> statement-breakpoint
CREATE FUNCTION "listing_facet_add"(p_kind text, removed jsonb[], added jsonb[]) RETURNS void
  LANGUAGE sql SET jit = off AS $$
  INSERT INTO "listing_facet_counts" AS f ("kind", "offering", "class_level", "board", "availability", "mode", "city", "band", "stars", "n")
  SELECT p_kind, c."offering", c."class_level", c."board", c."availability", c."mode", c."city", c."band", c."stars", sum(d.delta)::int
  FROM (SELECT r, -1 AS delta FROM unnest(removed) r UNION ALL SELECT r, 1 FROM unnest(added) r) d
  CROSS JOIN LATERAL "listing_facet_cells"(d.r) c
  GROUP BY c."offering", c."class_level", c."board", c."availability", c."mode", c."city", c."band", c."stars"
  HAVING sum(d.delta) <> 0
  ORDER BY c."offering", c."class_level", c."board", c."availability", c."mode", c."city", c."band", c."stars"
  ON CONFLICT ("kind", "offering", "class_level", "board", "availability", "mode", "city", "band", "stars")
    DO UPDATE SET "n" = f."n" + excluded."n"
$$;
--> statement-breakpoint
-- Each distinct set of filters, city, fee band and stars expanded once.
CREATE OR REPLACE FUNCTION "listing_facet_counts_rebuild"() RETURNS void LANGUAGE sql SET jit = off AS $$
  DELETE FROM "listing_facet_counts";
  INSERT INTO "listing_facet_counts" ("kind", "offering", "class_level", "board", "availability", "mode", "city", "band", "stars", "n")
  SELECT s.kind, c."offering", c."class_level", c."board", c."availability", c."mode", c."city", c."band", c."stars", sum(s.n)::int
  FROM (
    SELECT 'tutor' AS kind, jsonb_build_object('offering_names', offering_names, 'class_levels', class_levels,
             'boards', boards, 'availability', availability, 'modes', modes, 'city', lower(city),
             'slow_to_answer', slow_to_answer, 'lowest_fee', min(lowest_fee), 'ratings', min(ratings)) AS r,
           count(*) AS n
      FROM "tutor_profiles" WHERE review_status = 'approved'
      GROUP BY offering_names, class_levels, boards, availability, modes, lower(city), slow_to_answer,
        "listing_fee_band"(slow_to_answer, lowest_fee), "listing_rating_stars"(ratings)
    UNION ALL
    SELECT 'center', jsonb_build_object('offering_names', offering_names, 'class_levels', class_levels,
             'boards', boards, 'city', lower(city), 'slow_to_answer', slow_to_answer,
             'lowest_fee', min(lowest_fee), 'ratings', min(ratings)), count(*)
      FROM "center_profiles" WHERE review_status = 'approved'
      GROUP BY offering_names, class_levels, boards, lower(city), slow_to_answer,
        "listing_fee_band"(slow_to_answer, lowest_fee), "listing_rating_stars"(ratings)
  ) s CROSS JOIN LATERAL "listing_facet_cells"(s.r) c
  GROUP BY s.kind, c."offering", c."class_level", c."board", c."availability", c."mode", c."city", c."band", c."stars"
$$;
--> statement-breakpoint
SELECT "listing_facet_counts_rebuild"();--> statement-breakpoint
ANALYZE "listing_facet_counts";--> statement-breakpoint
-- listing_facet_counts' cells as GIN keys: the five values, the city (lowercased), the fee band and
-- the stars joined by the unit separator (chr(31)). Costed as in 0029 (about 100 µs a call).
CREATE FUNCTION "listing_facet_keys"(offerings text[], classes text[], boards text[], availability text, modes text[], city text, slow boolean, fee integer, ratings numeric)
  RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE COST 10000 AS $$
  SELECT coalesce(array_agg(DISTINCT concat_ws(chr(31), o.v, c.v, b.v, a.v, m.v, ci.v, f.v, s.v)), '{}')
  FROM (SELECT '' UNION ALL SELECT unnest(offerings)) o(v),
       (SELECT '' UNION ALL SELECT unnest(classes)) c(v),
       (SELECT '' UNION ALL SELECT unnest(boards)) b(v),
       (SELECT '' UNION ALL SELECT availability WHERE availability IS NOT NULL) a(v),
       (SELECT '' UNION ALL SELECT unnest(modes)) m(v),
       (SELECT '' UNION ALL SELECT lower(city) WHERE coalesce(city, '') <> '') ci(v),
       (SELECT public."listing_fee_band"(coalesce(slow, false), fee)) f(v),
       (SELECT public."listing_rating_stars"(ratings)) s(v)
  WHERE (o.v <> '')::int + (c.v <> '')::int + (b.v <> '')::int + (a.v <> '')::int + (m.v <> '')::int >= 1
$$;
--> statement-breakpoint
CREATE INDEX "center_profiles_facet_keys_idx" ON "center_profiles" USING gin (listing_facet_keys("offering_names", "class_levels", "boards", null::text, '{}'::text[], "city", "slow_to_answer", "lowest_fee", "ratings")) WHERE "center_profiles"."review_status" = 'approved';--> statement-breakpoint
CREATE INDEX "tutor_profiles_facet_keys_idx" ON "tutor_profiles" USING gin (listing_facet_keys("offering_names", "class_levels", "boards", "availability", "modes", "city", "slow_to_answer", "lowest_fee", "ratings")) WHERE "tutor_profiles"."review_status" = 'approved';
