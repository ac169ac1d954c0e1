CREATE TABLE "task_defaults" (
	"listing_id" integer PRIMARY KEY NOT NULL,
	"assignee_id" integer,
	"needs_photo" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_digests" (
	"assignee_id" integer NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_digests_assignee_id_day_pk" PRIMARY KEY("assignee_id","day")
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"host_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"reservation_id" integer,
	"kind" text NOT NULL,
	"title" text,
	"due_date" date NOT NULL,
	"window_start" text NOT NULL,
	"window_end" text,
	"next_guests" integer,
	"assignee_id" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"needs_photo" boolean DEFAULT false NOT NULL,
	"photo_key" text,
	"checklist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_status_known" CHECK ("tasks"."status" IN ('open', 'done', 'cancelled')),
	CONSTRAINT "tasks_kind_known" CHECK ("tasks"."kind" IN ('turnover', 'maintenance', 'inspection', 'other'))
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"host_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"listing_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"user_id" integer,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_members_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "team_members_role_known" CHECK ("team_members"."role" IN ('co-host', 'cleaner'))
);
--> statement-breakpoint
ALTER TABLE "task_defaults" ADD CONSTRAINT "task_defaults_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_defaults" ADD CONSTRAINT "task_defaults_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_digests" ADD CONSTRAINT "task_digests_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_turnover_unique" ON "tasks" USING btree ("reservation_id") WHERE "tasks"."kind" = 'turnover';--> statement-breakpoint
CREATE INDEX "tasks_host_due_idx" ON "tasks" USING btree ("host_id","due_date");--> statement-breakpoint
CREATE INDEX "tasks_assignee_due_idx" ON "tasks" USING btree ("assignee_id","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_host_email_unique" ON "team_members" USING btree ("host_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_user_unique" ON "team_members" USING btree ("user_id");