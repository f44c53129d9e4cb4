CREATE TABLE "demo_availability" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"entity_type" text NOT NULL,
	"weekday" integer NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	"mode" text NOT NULL,
	CONSTRAINT "demo_availability_weekday_check" CHECK ("demo_availability"."weekday" between 0 and 6),
	CONSTRAINT "demo_availability_minutes_check" CHECK ("demo_availability"."start_minute" >= 0 and "demo_availability"."end_minute" <= 1440 and "demo_availability"."end_minute" - "demo_availability"."start_minute" between 30 and 180)
);
--> statement-breakpoint
CREATE TABLE "demo_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"mode" text NOT NULL,
	"subject" text NOT NULL,
	"note" text,
	"address" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"liked" boolean,
	"comment" text,
	CONSTRAINT "demo_bookings_status_check" CHECK ("demo_bookings"."status" in ('requested','confirmed','declined','cancelled','expired','done')),
	CONSTRAINT "demo_bookings_end_check" CHECK ("demo_bookings"."end_at" > "demo_bookings"."start_at")
);
--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "center_profiles" ADD COLUMN "response_minutes" integer;--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD COLUMN "response_minutes" integer;--> statement-breakpoint
ALTER TABLE "demo_availability" ADD CONSTRAINT "demo_availability_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_bookings" ADD CONSTRAINT "demo_bookings_entity_id_users_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_bookings" ADD CONSTRAINT "demo_bookings_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demo_availability_owner_idx" ON "demo_availability" USING btree ("owner_id","weekday","start_minute");--> statement-breakpoint
CREATE UNIQUE INDEX "demo_bookings_active_slot_idx" ON "demo_bookings" USING btree ("entity_id","start_at") WHERE "demo_bookings"."status" in ('requested', 'confirmed');--> statement-breakpoint
CREATE INDEX "demo_bookings_entity_idx" ON "demo_bookings" USING btree ("entity_id","created_at");--> statement-breakpoint
CREATE INDEX "demo_bookings_student_idx" ON "demo_bookings" USING btree ("student_id","status");--> statement-breakpoint
CREATE INDEX "demo_bookings_status_created_idx" ON "demo_bookings" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "demo_bookings_status_start_idx" ON "demo_bookings" USING btree ("status","start_at");--> statement-breakpoint
CREATE INDEX "demo_bookings_created_idx" ON "demo_bookings" USING btree ("created_at");