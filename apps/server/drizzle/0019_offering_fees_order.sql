ALTER TABLE "center_courses" ADD COLUMN "owner_listed" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "center_courses" ADD COLUMN "owner_slow" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "center_courses" ADD COLUMN "owner_lowest_fee" integer;
--> statement-breakpoint
ALTER TABLE "tutor_subjects" ADD COLUMN "owner_listed" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "tutor_subjects" ADD COLUMN "owner_slow" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "tutor_subjects" ADD COLUMN "owner_lowest_fee" integer;
--> statement-breakpoint
-- What each tutor_subjects row copies from its owner's profile (schema/profiles.ts ownerCopy): filled
-- once here, then kept by the triggers below whatever writes the profile or the offerings.
UPDATE "tutor_subjects" o SET "owner_listed" = p."review_status" = 'approved', "owner_slow" = p."slow_to_answer", "owner_lowest_fee" = p."lowest_fee"
  FROM "tutor_profiles" p WHERE p."user_id" = o."tutor_id";
--> statement-breakpoint
CREATE FUNCTION "tutor_subjects_owner_copy"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p."review_status" = 'approved', p."slow_to_answer", p."lowest_fee"
    INTO NEW."owner_listed", NEW."owner_slow", NEW."owner_lowest_fee"
    FROM "tutor_profiles" p WHERE p."user_id" = NEW."tutor_id";
  IF NOT FOUND THEN
    NEW."owner_listed" := false;
    NEW."owner_slow" := false;
    NEW."owner_lowest_fee" := NULL;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "tutor_subjects_owner_copy" BEFORE INSERT OR UPDATE OF "tutor_id", "owner_listed", "owner_slow", "owner_lowest_fee" ON "tutor_subjects"
  FOR EACH ROW EXECUTE FUNCTION "tutor_subjects_owner_copy"();
--> statement-breakpoint
CREATE FUNCTION "tutor_profiles_copy_to_offerings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "tutor_subjects" o SET "owner_listed" = "owner_listed" WHERE o."tutor_id" = NEW."user_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "tutor_profiles_copy_to_offerings_insert" AFTER INSERT ON "tutor_profiles"
  FOR EACH ROW EXECUTE FUNCTION "tutor_profiles_copy_to_offerings"();
--> statement-breakpoint
CREATE TRIGGER "tutor_profiles_copy_to_offerings_update" AFTER UPDATE OF "review_status", "slow_to_answer", "lowest_fee" ON "tutor_profiles"
  FOR EACH ROW WHEN (OLD."review_status" IS DISTINCT FROM NEW."review_status" OR OLD."slow_to_answer" IS DISTINCT FROM NEW."slow_to_answer" OR OLD."lowest_fee" IS DISTINCT FROM NEW."lowest_fee")
  EXECUTE FUNCTION "tutor_profiles_copy_to_offerings"();
--> statement-breakpoint
-- What each center_courses row copies from its owner's profile (schema/profiles.ts ownerCopy): filled
-- once here, then kept by the triggers below whatever writes the profile or the offerings.
UPDATE "center_courses" o SET "owner_listed" = p."review_status" = 'approved', "owner_slow" = p."slow_to_answer", "owner_lowest_fee" = p."lowest_fee"
  FROM "center_profiles" p WHERE p."user_id" = o."center_id";
--> statement-breakpoint
CREATE FUNCTION "center_courses_owner_copy"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p."review_status" = 'approved', p."slow_to_answer", p."lowest_fee"
    INTO NEW."owner_listed", NEW."owner_slow", NEW."owner_lowest_fee"
    FROM "center_profiles" p WHERE p."user_id" = NEW."center_id";
  IF NOT FOUND THEN
    NEW."owner_listed" := false;
    NEW."owner_slow" := false;
    NEW."owner_lowest_fee" := NULL;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "center_courses_owner_copy" BEFORE INSERT OR UPDATE OF "center_id", "owner_listed", "owner_slow", "owner_lowest_fee" ON "center_courses"
  FOR EACH ROW EXECUTE FUNCTION "center_courses_owner_copy"();
--> statement-breakpoint
CREATE FUNCTION "center_profiles_copy_to_offerings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "center_courses" o SET "owner_listed" = "owner_listed" WHERE o."center_id" = NEW."user_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "center_profiles_copy_to_offerings_insert" AFTER INSERT ON "center_profiles"
  FOR EACH ROW EXECUTE FUNCTION "center_profiles_copy_to_offerings"();
--> statement-breakpoint
CREATE TRIGGER "center_profiles_copy_to_offerings_update" AFTER UPDATE OF "review_status", "slow_to_answer", "lowest_fee" ON "center_profiles"
  FOR EACH ROW WHEN (OLD."review_status" IS DISTINCT FROM NEW."review_status" OR OLD."slow_to_answer" IS DISTINCT FROM NEW."slow_to_answer" OR OLD."lowest_fee" IS DISTINCT FROM NEW."lowest_fee")
  EXECUTE FUNCTION "center_profiles_copy_to_offerings"();
--> statement-breakpoint
CREATE INDEX "center_courses_fees_order_idx" ON "center_courses" USING btree ("course","owner_slow","owner_lowest_fee","center_id") WHERE "center_courses"."owner_listed";
--> statement-breakpoint
CREATE INDEX "tutor_subjects_fees_order_idx" ON "tutor_subjects" USING btree ("subject","owner_slow","owner_lowest_fee","tutor_id") WHERE "tutor_subjects"."owner_listed";
