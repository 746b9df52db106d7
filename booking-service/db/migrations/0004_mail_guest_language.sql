ALTER TABLE "mail_messages" ADD COLUMN "guest_lang" text;
