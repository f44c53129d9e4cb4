CREATE TABLE "listing_facet_counts" (
	"kind" text NOT NULL,
	"offering" text NOT NULL,
	"class_level" text NOT NULL,
	"board" text NOT NULL,
	"availability" text NOT NULL,
	"mode" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "listing_facet_counts_kind_offering_class_level_board_availability_mode_pk" PRIMARY KEY("kind","offering","class_level","board","availability","mode")
);
--> statement-breakpoint
-- The combinations a profile (as a jsonb row of either profile table) counts in: every choice of ''
-- or one of its values per filter, with two or more filters chosen. A center has no availability
-- or modes (absent keys).
CREATE FUNCTION "listing_facet_cells"(r jsonb)
  RETURNS TABLE ("offering" text, "class_level" text, "board" text, "availability" text, "mode" text)
  LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT o.v, c.v, b.v, a.v, m.v
  FROM (SELECT '' UNION ALL SELECT jsonb_array_elements_text(coalesce(r->'offering_names', '[]'))) o(v),
       (SELECT '' UNION ALL SELECT jsonb_array_elements_text(coalesce(r->'class_levels', '[]'))) c(v),
       (SELECT '' UNION ALL SELECT jsonb_array_elements_text(coalesce(r->'boards', '[]'))) b(v),
       (SELECT '' UNION ALL SELECT r->>'availability' WHERE r->>'availability' IS NOT NULL) a(v),
       (SELECT '' UNION ALL SELECT jsonb_array_elements_text(coalesce(r->'modes', '[]'))) m(v)
  WHERE (o.v <> '')::int + (c.v <> '')::int + (b.v <> '')::int + (a.v <> '')::int + (m.v <> '')::int >= 2
$$;
--> statement-breakpoint
-- What of a profile row the counts depend on.
CREATE FUNCTION "listing_facet_key"(r jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_array(r->'review_status', r->'offering_names', r->'class_levels', r->'boards',
    r->'availability', r->'modes')
$$;
--> statement-breakpoint
-- Takes the listed rows `removed` out of the counts and adds `added`, one upsert per combination
-- whose count changes, in key order (two writers lock shared combinations in the same order).
CREATE FUNCTION "listing_facet_add"(p_kind text, removed jsonb[], added jsonb[]) RETURNS void
  LANGUAGE sql AS $$
  INSERT INTO "listing_facet_counts" AS f ("kind", "offering", "class_level", "board", "availability", "mode", "n")
  SELECT p_kind, c."offering", c."class_level", c."board", c."availability", c."mode", sum(d.delta)::int
  FROM (SELECT r, -1 AS delta FROM unnest(removed) r UNION ALL SELECT r, 1 FROM unnest(added) r) d
  CROSS JOIN LATERAL "listing_facet_cells"(d.r) c
  GROUP BY c."offering", c."class_level", c."board", c."availability", c."mode"
  HAVING sum(d.delta) <> 0
  ORDER BY c."offering", c."class_level", c."board", c."availability", c."mode"
  ON CONFLICT ("kind", "offering", "class_level", "board", "availability", "mode")
    DO UPDATE SET "n" = f."n" + excluded."n"
$$;
--> statement-breakpoint
-- After each statement on a profile table: the rows it listed or unlisted, or whose filters it changed.
CREATE FUNCTION "listing_facet_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  k text := CASE TG_TABLE_NAME WHEN 'tutor_profiles' THEN 'tutor' ELSE 'center' END;
  removed jsonb[];
  added jsonb[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT coalesce(array_agg(to_jsonb(n)), '{}') INTO added FROM new_rows n WHERE n.review_status = 'approved';
    removed := '{}';
  ELSIF TG_OP = 'DELETE' THEN
    SELECT coalesce(array_agg(to_jsonb(o)), '{}') INTO removed FROM old_rows o WHERE o.review_status = 'approved';
    added := '{}';
  ELSE
    SELECT coalesce(array_agg(to_jsonb(o)) FILTER (WHERE o.review_status = 'approved'), '{}'),
           coalesce(array_agg(to_jsonb(n)) FILTER (WHERE n.review_status = 'approved'), '{}')
      INTO removed, added
      FROM old_rows o JOIN new_rows n ON n.user_id = o.user_id
      WHERE "listing_facet_key"(to_jsonb(o)) IS DISTINCT FROM "listing_facet_key"(to_jsonb(n));
  END IF;
  IF cardinality(removed) + cardinality(added) > 0 THEN
    PERFORM "listing_facet_add"(k, removed, added);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "tutor_profiles_facet_counts_insert" AFTER INSERT ON "tutor_profiles"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "listing_facet_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "tutor_profiles_facet_counts_update" AFTER UPDATE ON "tutor_profiles"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "listing_facet_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "tutor_profiles_facet_counts_delete" AFTER DELETE ON "tutor_profiles"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "listing_facet_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "center_profiles_facet_counts_insert" AFTER INSERT ON "center_profiles"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "listing_facet_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "center_profiles_facet_counts_update" AFTER UPDATE ON "center_profiles"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "listing_facet_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "center_profiles_facet_counts_delete" AFTER DELETE ON "center_profiles"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "listing_facet_counts_apply"();
--> statement-breakpoint
-- Every count from the profiles themselves, each distinct set of filters expanded once (at 1M
-- tutors a few tens of thousands of sets, not a million rows). The bulk seed, which loads with
-- these triggers off, calls it at the end.
CREATE FUNCTION "listing_facet_counts_rebuild"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "listing_facet_counts";
  INSERT INTO "listing_facet_counts" ("kind", "offering", "class_level", "board", "availability", "mode", "n")
  SELECT s.kind, c."offering", c."class_level", c."board", c."availability", c."mode", sum(s.n)::int
  FROM (
    SELECT 'tutor' AS kind, jsonb_build_object('offering_names', offering_names, 'class_levels', class_levels,
             'boards', boards, 'availability', availability, 'modes', modes) AS r, count(*) AS n
      FROM "tutor_profiles" WHERE review_status = 'approved'
      GROUP BY offering_names, class_levels, boards, availability, modes
    UNION ALL
    SELECT 'center', jsonb_build_object('offering_names', offering_names, 'class_levels', class_levels,
             'boards', boards), count(*)
      FROM "center_profiles" WHERE review_status = 'approved'
      GROUP BY offering_names, class_levels, boards
  ) s CROSS JOIN LATERAL "listing_facet_cells"(s.r) c
  GROUP BY s.kind, c."offering", c."class_level", c."board", c."availability", c."mode"
$$;
--> statement-breakpoint
SELECT "listing_facet_counts_rebuild"();
