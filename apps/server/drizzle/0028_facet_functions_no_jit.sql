-- The facet functions' inner queries cross join a set per filter, which the planner, not knowing
-- how many values each holds, estimates at tens of millions of rows: PostgreSQL then compiled
-- each with JIT, about 200 ms for a trigger that expands one profile's 75 combinations in well
-- under a millisecond. They run without it.
ALTER FUNCTION "listing_facet_cells"(jsonb) SET jit = off;
--> statement-breakpoint
ALTER FUNCTION "listing_facet_add"(text, jsonb[], jsonb[]) SET jit = off;
--> statement-breakpoint
ALTER FUNCTION "listing_facet_counts_apply"() SET jit = off;
--> statement-breakpoint
ALTER FUNCTION "listing_facet_counts_rebuild"() SET jit = off;
