-- A listed profile's combinations of two or more of subject/course, class, board, availability and
-- mode (the combinations listing_facet_counts counts, '' where one leaves a filter out), each as
-- one text key: the five values joined by the unit separator (chr(31)), which no value can hold
-- (a client's text never carries a control character), so a key names one combination exactly.
-- GIN-indexed (below): a listing by such filters reads exactly its matches through one key.
CREATE FUNCTION "listing_facet_keys"(offerings text[], classes text[], boards text[], availability text, modes text[])
  RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT concat_ws(chr(31), o.v, c.v, b.v, a.v, m.v)), '{}')
  FROM (SELECT '' UNION ALL SELECT unnest(offerings)) o(v),
       (SELECT '' UNION ALL SELECT unnest(classes)) c(v),
       (SELECT '' UNION ALL SELECT unnest(boards)) b(v),
       (SELECT '' UNION ALL SELECT availability WHERE availability IS NOT NULL) a(v),
       (SELECT '' UNION ALL SELECT unnest(modes)) m(v)
  WHERE (o.v <> '')::int + (c.v <> '')::int + (b.v <> '')::int + (a.v <> '')::int + (m.v <> '')::int >= 2
$$;
--> statement-breakpoint
CREATE INDEX "center_profiles_facet_keys_idx" ON "center_profiles" USING gin (listing_facet_keys("offering_names", "class_levels", "boards", null::text, '{}'::text[])) WHERE "center_profiles"."review_status" = 'approved';--> statement-breakpoint
CREATE INDEX "tutor_profiles_facet_keys_idx" ON "tutor_profiles" USING gin (listing_facet_keys("offering_names", "class_levels", "boards", "availability", "modes")) WHERE "tutor_profiles"."review_status" = 'approved';