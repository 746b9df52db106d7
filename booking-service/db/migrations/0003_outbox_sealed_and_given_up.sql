ALTER TABLE "outbox" ADD COLUMN "sealed_secret" text;
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "given_up_at" timestamp with time zone;
--> statement-breakpoint
DROP INDEX "outbox_due";
--> statement-breakpoint
CREATE INDEX "outbox_due" ON "outbox" USING btree ("next_attempt_at") WHERE "sent_at" IS NULL AND "given_up_at" IS NULL;
