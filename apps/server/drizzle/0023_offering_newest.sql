ALTER TABLE "center_courses" ADD COLUMN "owner_created" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tutor_subjects" ADD COLUMN "owner_created" timestamp with time zone;--> statement-breakpoint
-- tutor_subjects: the owner's created_at joins the copy (schema/profiles.ts ownerCopy), filled once here
-- before the trigger below copies it on every write.
UPDATE "tutor_subjects" o SET "owner_created" = p."created_at" FROM "tutor_profiles" p WHERE p."user_id" = o."tutor_id";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "tutor_subjects_owner_copy"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p."review_status" = 'approved', p."slow_to_answer", p."lowest_fee", p."created_at"
    INTO NEW."owner_listed", NEW."owner_slow", NEW."owner_lowest_fee", NEW."owner_created"
    FROM "tutor_profiles" p WHERE p."user_id" = NEW."tutor_id";
  IF NOT FOUND THEN
    NEW."owner_listed" := false;
    NEW."owner_slow" := false;
    NEW."owner_lowest_fee" := NULL;
    NEW."owner_created" := NULL;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER "tutor_subjects_owner_copy" ON "tutor_subjects";
--> statement-breakpoint
CREATE TRIGGER "tutor_subjects_owner_copy" BEFORE INSERT OR UPDATE OF "tutor_id", "owner_listed", "owner_slow", "owner_lowest_fee", "owner_created" ON "tutor_subjects"
  FOR EACH ROW EXECUTE FUNCTION "tutor_subjects_owner_copy"();
--> statement-breakpoint
DROP TRIGGER "tutor_profiles_copy_to_offerings_update" ON "tutor_profiles";
--> statement-breakpoint
CREATE TRIGGER "tutor_profiles_copy_to_offerings_update" AFTER UPDATE OF "review_status", "slow_to_answer", "lowest_fee", "created_at" ON "tutor_profiles"
  FOR EACH ROW WHEN (OLD."review_status" IS DISTINCT FROM NEW."review_status" OR OLD."slow_to_answer" IS DISTINCT FROM NEW."slow_to_answer" OR OLD."lowest_fee" IS DISTINCT FROM NEW."lowest_fee" OR OLD."created_at" IS DISTINCT FROM NEW."created_at")
  EXECUTE FUNCTION "tutor_profiles_copy_to_offerings"();
--> statement-breakpoint
-- center_courses: the owner's created_at joins the copy (schema/profiles.ts ownerCopy), filled once here
-- before the trigger below copies it on every write.
UPDATE "center_courses" o SET "owner_created" = p."created_at" FROM "center_profiles" p WHERE p."user_id" = o."center_id";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "center_courses_owner_copy"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p."review_status" = 'approved', p."slow_to_answer", p."lowest_fee", p."created_at"
    INTO NEW."owner_listed", NEW."owner_slow", NEW."owner_lowest_fee", NEW."owner_created"
    FROM "center_profiles" p WHERE p."user_id" = NEW."center_id";
  IF NOT FOUND THEN
    NEW."owner_listed" := false;
    NEW."owner_slow" := false;
    NEW."owner_lowest_fee" := NULL;
    NEW."owner_created" := NULL;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER "center_courses_owner_copy" ON "center_courses";
--> statement-breakpoint
CREATE TRIGGER "center_courses_owner_copy" BEFORE INSERT OR UPDATE OF "center_id", "owner_listed", "owner_slow", "owner_lowest_fee", "owner_created" ON "center_courses"
  FOR EACH ROW EXECUTE FUNCTION "center_courses_owner_copy"();
--> statement-breakpoint
DROP TRIGGER "center_profiles_copy_to_offerings_update" ON "center_profiles";
--> statement-breakpoint
CREATE TRIGGER "center_profiles_copy_to_offerings_update" AFTER UPDATE OF "review_status", "slow_to_answer", "lowest_fee", "created_at" ON "center_profiles"
  FOR EACH ROW WHEN (OLD."review_status" IS DISTINCT FROM NEW."review_status" OR OLD."slow_to_answer" IS DISTINCT FROM NEW."slow_to_answer" OR OLD."lowest_fee" IS DISTINCT FROM NEW."lowest_fee" OR OLD."created_at" IS DISTINCT FROM NEW."created_at")
  EXECUTE FUNCTION "center_profiles_copy_to_offerings"();
--> statement-breakpoint
CREATE INDEX "center_courses_newest_order_idx" ON "center_courses" USING btree ("course","owner_slow","owner_created" DESC NULLS LAST,"center_id" DESC NULLS LAST) WHERE "center_courses"."owner_listed";--> statement-breakpoint
CREATE INDEX "tutor_subjects_newest_order_idx" ON "tutor_subjects" USING btree ("subject","owner_slow","owner_created" DESC NULLS LAST,"tutor_id" DESC NULLS LAST) WHERE "tutor_subjects"."owner_listed";