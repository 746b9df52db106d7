ALTER TABLE "outbox" ADD COLUMN "recipient" text;
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "sender" text;
--> statement-breakpoint
CREATE INDEX "outbox_recipient" ON "outbox" USING btree ("recipient","created_at") WHERE "recipient" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "outbox_sender" ON "outbox" USING btree ("sender","created_at") WHERE "sender" IS NOT NULL;
