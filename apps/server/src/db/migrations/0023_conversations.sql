CREATE TABLE "conversation_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"sender" text NOT NULL,
	"sender_user_id" integer,
	"body" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_messages_sender" CHECK ("conversation_messages"."sender" in ('guest', 'host')),
	CONSTRAINT "conversation_messages_body_length" CHECK (char_length("conversation_messages"."body") between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"reservation_id" integer PRIMARY KEY NOT NULL,
	"last_message_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_reservation_id_conversations_reservation_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."conversations"("reservation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_messages_thread_idx" ON "conversation_messages" USING btree ("reservation_id","id");--> statement-breakpoint
CREATE INDEX "conversation_messages_unread_idx" ON "conversation_messages" USING btree ("reservation_id","sender") WHERE "conversation_messages"."read_at" is null;--> statement-breakpoint
CREATE INDEX "conversations_last_message_idx" ON "conversations" USING btree ("last_message_at");--> statement-breakpoint
-- Inquiries sent before conversations existed: the guest's message becomes the thread's first message.
INSERT INTO "conversations" ("reservation_id", "last_message_at", "created_at")
SELECT "id", "created_at", "created_at" FROM "reservations" WHERE coalesce(btrim("message"), '') <> '';--> statement-breakpoint
INSERT INTO "conversation_messages" ("reservation_id", "sender", "body", "created_at")
SELECT "id", 'guest', left(btrim("message"), 5000), "created_at" FROM "reservations" WHERE coalesce(btrim("message"), '') <> '';
