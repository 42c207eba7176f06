CREATE TABLE "api_idempotency_keys" (
	"caller_key" text NOT NULL,
	"function_name" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_idempotency_keys_caller_key_function_name_key_pk" PRIMARY KEY("caller_key","function_name","key")
);
--> statement-breakpoint
CREATE INDEX "api_idempotency_keys_created_idx" ON "api_idempotency_keys" USING btree ("created_at");