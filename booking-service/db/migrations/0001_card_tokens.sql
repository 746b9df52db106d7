CREATE TABLE "card_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "card_tokens_issued_at" ON "card_tokens" USING btree ("issued_at");
