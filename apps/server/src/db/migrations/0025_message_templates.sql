CREATE TABLE "automation_sends" (
	"automation_id" integer NOT NULL,
	"reservation_id" integer NOT NULL,
	"message_id" integer,
	"due_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"secrets_withheld" boolean DEFAULT false NOT NULL,
	CONSTRAINT "automation_sends_automation_id_reservation_id_pk" PRIMARY KEY("automation_id","reservation_id")
);
--> statement-breakpoint
CREATE TABLE "automations" (
	"id" serial PRIMARY KEY NOT NULL,
	"host_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"trigger" text NOT NULL,
	"offset_hours" integer NOT NULL,
	"listing_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"active_from" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "automations_trigger_known" CHECK ("automations"."trigger" in ('booking_confirmed', 'before_check_in', 'after_check_in', 'before_check_out', 'after_check_out')),
	CONSTRAINT "automations_offset_range" CHECK ("automations"."offset_hours" between 0 and 720)
);
--> statement-breakpoint
CREATE TABLE "message_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"host_id" integer NOT NULL,
	"name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_templates_name_length" CHECK (char_length("message_templates"."name") between 1 and 100),
	CONSTRAINT "message_templates_body_length" CHECK (char_length("message_templates"."body") between 1 and 5000)
);
--> statement-breakpoint
ALTER TABLE "automation_sends" ADD CONSTRAINT "automation_sends_automation_id_automations_id_fk" FOREIGN KEY ("automation_id") REFERENCES "public"."automations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_sends" ADD CONSTRAINT "automation_sends_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_sends" ADD CONSTRAINT "automation_sends_message_id_conversation_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."conversation_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automations" ADD CONSTRAINT "automations_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automations" ADD CONSTRAINT "automations_template_id_message_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."message_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "automation_sends_reservation_idx" ON "automation_sends" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "automations_host_idx" ON "automations" USING btree ("host_id");--> statement-breakpoint
CREATE INDEX "message_templates_host_idx" ON "message_templates" USING btree ("host_id");
