CREATE TABLE "stripe_fake_objects" (
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stripe_fake_objects_kind_id_pk" PRIMARY KEY("kind","id")
);
