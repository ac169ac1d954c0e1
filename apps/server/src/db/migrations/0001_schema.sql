CREATE TABLE "calendar_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"channel_calendar_id" integer,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"stay" daterange GENERATED ALWAYS AS (daterange(start_date, end_date, '[)')) STORED NOT NULL,
	"summary" text,
	"uid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_blocks_dates_ordered" CHECK ("calendar_blocks"."end_date" > "calendar_blocks"."start_date")
);
--> statement-breakpoint
CREATE TABLE "channel_calendars" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"last_synced_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blocked_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blogs" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"short_description" text NOT NULL,
	"long_description" text NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"file" text NOT NULL,
	"original_name" text NOT NULL,
	"attachments_file_name" text NOT NULL,
	"attachments_is_public" boolean DEFAULT false NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"file" text NOT NULL,
	"original_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"position" integer NOT NULL,
	"image_sequences" text,
	"vrbo_caption" text,
	"engine_caption" text,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"bed_type_id" integer NOT NULL,
	"room_number" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "listing_rooms_positive" CHECK ("listing_rooms"."quantity" > 0 AND "listing_rooms"."room_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "listing_tags" (
	"listing_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "listing_tags_listing_id_tag_id_pk" PRIMARY KEY("listing_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" serial PRIMARY KEY NOT NULL,
	"host_id" integer NOT NULL,
	"draft" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone,
	"ical_token" text DEFAULT md5(random()::text || clock_timestamp()::text) NOT NULL,
	"external_listing_name" text NOT NULL,
	"description" text,
	"person_capacity" integer,
	"property_type_id" integer,
	"room_type_id" integer,
	"bathroom_type_id" integer,
	"number_of_bedrooms" integer,
	"number_of_beds" integer,
	"number_of_bathrooms" integer,
	"number_of_guest_bathrooms" integer,
	"address" text NOT NULL,
	"public_address" text,
	"country" text,
	"state" text,
	"city" text,
	"city_key" text,
	"street" text,
	"zip_code" text,
	"lat" double precision,
	"lng" double precision,
	"currency_code" text,
	"price_minor" integer,
	"extra_person_price_minor" integer,
	"guests_included" integer,
	"refundable_damage_deposit_minor" integer,
	"cleaning_fee_minor" integer,
	"weekly_discount" integer,
	"monthly_discount" integer,
	"excluded_fees" text[] DEFAULT '{}'::text[] NOT NULL,
	"house_rules" text,
	"house_manual" text,
	"key_pickup" text,
	"special_instruction" text,
	"door_code" text,
	"bed_type" text,
	"listings_cleanliness_status" text DEFAULT 'Not Set' NOT NULL,
	"cleaning_instruction" text,
	"wi_fi_username" text,
	"wi_fi_password" text,
	"check_in_time_start" text,
	"check_in_time_end" text,
	"check_out_time" text,
	"auto_door_code" boolean DEFAULT false NOT NULL,
	"phone_based_door_code" boolean DEFAULT false NOT NULL,
	"contact_name" text,
	"contact_surname" text,
	"phone_number" text,
	"second_phone_number" text,
	"contact_language" text,
	"contact_email" text,
	"contact_address" text,
	"tax_id" text,
	"minimum_nights" integer,
	"maximum_nights" integer,
	"enable_reservations_for_gap_nights" boolean DEFAULT false NOT NULL,
	"smallest_allowed_gap" integer,
	"allow_gaps_between_start" date,
	"allow_gaps_between_end" date,
	"pets_allowed" boolean DEFAULT false NOT NULL,
	"beach_front" boolean DEFAULT false NOT NULL,
	"free_wi_fi" boolean DEFAULT false NOT NULL,
	"air_condition" boolean DEFAULT false NOT NULL,
	"street_parking" boolean DEFAULT false NOT NULL,
	"swimming_pool" boolean DEFAULT false NOT NULL,
	"kitchen" boolean DEFAULT false NOT NULL,
	"washing_machine" boolean DEFAULT false NOT NULL,
	"hot_tub" boolean DEFAULT false NOT NULL,
	"suitable_for_children" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listings_ical_token_unique" UNIQUE("ical_token"),
	CONSTRAINT "listings_price_nonnegative" CHECK ("listings"."price_minor" IS NULL OR "listings"."price_minor" >= 0),
	CONSTRAINT "listings_discounts_percent" CHECK (coalesce("listings"."weekly_discount", 0) BETWEEN 0 AND 100 AND coalesce("listings"."monthly_discount", 0) BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE TABLE "bathroom_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "bathroom_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "bed_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "bed_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"currencies" text[] NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "property_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "property_types_name_unique" UNIQUE("name"),
	CONSTRAINT "property_types_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "reservation_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "room_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "tags_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_payment_id_unique" UNIQUE("provider_payment_id")
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"unique_hash" text NOT NULL,
	"status_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"stay" daterange GENERATED ALWAYS AS (daterange(start_date, end_date, '[)')) STORED NOT NULL,
	"guests" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email_address" text NOT NULL,
	"phone_number" text,
	"promotional_emails" boolean DEFAULT false NOT NULL,
	"billing_address" text,
	"city" text,
	"country" text,
	"zip_code" text,
	"currency" text NOT NULL,
	"base_rate_minor" integer NOT NULL,
	"total_price_minor" integer NOT NULL,
	"price_breakdown" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"source" text DEFAULT 'inquiry' NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_unique_hash_unique" UNIQUE("unique_hash"),
	CONSTRAINT "reservations_dates_ordered" CHECK ("reservations"."end_date" > "reservations"."start_date"),
	CONSTRAINT "reservations_guests_positive" CHECK ("reservations"."guests" > 0),
	CONSTRAINT "reservations_total_nonnegative" CHECK ("reservations"."total_price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_resets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "payment_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"account_id" text NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_accounts_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_blocks" ADD CONSTRAINT "calendar_blocks_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_blocks" ADD CONSTRAINT "calendar_blocks_channel_calendar_id_channel_calendars_id_fk" FOREIGN KEY ("channel_calendar_id") REFERENCES "public"."channel_calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_calendars" ADD CONSTRAINT "channel_calendars_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_attachments" ADD CONSTRAINT "listing_attachments_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_images" ADD CONSTRAINT "listing_images_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_rooms" ADD CONSTRAINT "listing_rooms_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_rooms" ADD CONSTRAINT "listing_rooms_bed_type_id_bed_types_id_fk" FOREIGN KEY ("bed_type_id") REFERENCES "public"."bed_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_tags" ADD CONSTRAINT "listing_tags_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_tags" ADD CONSTRAINT "listing_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_property_type_id_property_types_id_fk" FOREIGN KEY ("property_type_id") REFERENCES "public"."property_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_bathroom_type_id_bathroom_types_id_fk" FOREIGN KEY ("bathroom_type_id") REFERENCES "public"."bathroom_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_status_id_reservation_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."reservation_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD CONSTRAINT "payment_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_blocks_listing_idx" ON "calendar_blocks" USING btree ("listing_id","start_date");--> statement-breakpoint
CREATE INDEX "channel_calendars_listing_idx" ON "channel_calendars" USING btree ("listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blocked_emails_email_unique" ON "blocked_emails" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "blogs_created_idx" ON "blogs" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscribers_email_unique" ON "subscribers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "listing_attachments_listing_idx" ON "listing_attachments" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "listing_images_listing_idx" ON "listing_images" USING btree ("listing_id","position");--> statement-breakpoint
CREATE INDEX "listing_rooms_listing_idx" ON "listing_rooms" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "listing_tags_tag_idx" ON "listing_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "listings_host_idx" ON "listings" USING btree ("host_id","draft");--> statement-breakpoint
CREATE INDEX "listings_search_idx" ON "listings" USING btree ("city_key","person_capacity") WHERE "listings"."draft" = false;--> statement-breakpoint
CREATE INDEX "listings_property_type_idx" ON "listings" USING btree ("property_type_id") WHERE "listings"."draft" = false;--> statement-breakpoint
CREATE INDEX "listings_published_idx" ON "listings" USING btree ("published_at") WHERE "listings"."draft" = false;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payments_reservation_idx" ON "payments" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "reservations_listing_idx" ON "reservations" USING btree ("listing_id","start_date");--> statement-breakpoint
CREATE INDEX "reservations_status_idx" ON "reservations" USING btree ("status_id");--> statement-breakpoint
CREATE INDEX "reservations_hold_idx" ON "reservations" USING btree ("hold_expires_at") WHERE "reservations"."status_id" = 3;--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));