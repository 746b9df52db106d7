CREATE TABLE "mail_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"type" integer NOT NULL,
	"recipient" text NOT NULL,
	"site" text NOT NULL,
	"lang" text NOT NULL,
	"form" text NOT NULL,
	"fields" jsonb NOT NULL,
	"attachments" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seatings" (
	"site" text NOT NULL,
	"date" text NOT NULL,
	"service" text NOT NULL,
	"time" text NOT NULL,
	CONSTRAINT "seatings_site_date_service_time_pk" PRIMARY KEY("site","date","service","time")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"site" text NOT NULL,
	"date" text NOT NULL,
	"service" text NOT NULL,
	"time" text NOT NULL,
	"guests" integer NOT NULL,
	"request" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bookings_seating" ON "bookings" USING btree ("site","date","service","time");
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"site" text NOT NULL,
	"date" text NOT NULL,
	"service" text NOT NULL,
	"time" text NOT NULL,
	"guests" integer NOT NULL,
	"request" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "waitlist_entries_seating" ON "waitlist_entries" USING btree ("site","date","service","time");
--> statement-breakpoint
CREATE TABLE "group_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"site" text NOT NULL,
	"preferred_date" text NOT NULL,
	"guests" integer NOT NULL,
	"request" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"request_hash" text NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
