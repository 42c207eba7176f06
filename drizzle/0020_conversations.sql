CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"link" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_kind_known" CHECK (kind in ('request', 'offer'))
);
--> statement-breakpoint
CREATE TABLE "offer_moves" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"offer_id" uuid NOT NULL,
	"author_id" uuid,
	"move" text NOT NULL,
	"amount" numeric(18, 2),
	"currency" text,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_moves_move_known" CHECK (move in ('make', 'counter', 'accept', 'decline', 'withdraw', 'expire'))
);
--> statement-breakpoint
CREATE TABLE "request_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"author_id" uuid,
	"event" text DEFAULT 'message' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_messages_event_known" CHECK (event in ('message', 'accepted', 'declined', 'proposed', 'proposal_accepted', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "user_blocks" (
	"owner_id" uuid NOT NULL,
	"blocked_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_blocks_owner_id_blocked_id_pk" PRIMARY KEY("owner_id","blocked_id"),
	CONSTRAINT "user_blocks_not_self" CHECK ("user_blocks"."owner_id" <> "user_blocks"."blocked_id")
);
--> statement-breakpoint
ALTER TABLE "offers" DROP CONSTRAINT "offers_status_known";
--> statement-breakpoint
ALTER TABLE "requests" DROP CONSTRAINT "requests_status_known";
--> statement-breakpoint
ALTER TABLE "offers" DROP CONSTRAINT "offers_author_id_users_id_fk";
--> statement-breakpoint
-- No screen or API ever wrote an offer (a row per offer, no thread): there is none to carry over.
DELETE FROM "offers";
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "turn" text DEFAULT 'owner' NOT NULL;
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "expires_at" timestamp with time zone NOT NULL;
--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "tour_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "answer_by" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "last_message_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
-- The listing page stored each request's text in requests.message (and nothing wrote reply):
-- both become the first messages of their threads before the columns go.
INSERT INTO "request_messages" ("request_id", "author_id", "event", "body", "created_at")
  SELECT "id", "sender_id", 'message', "message", "created_at" FROM "requests" WHERE "message" <> '';
INSERT INTO "request_messages" ("request_id", "author_id", "event", "body", "created_at")
  SELECT "id", "owner_id", 'message', "reply", "updated_at" FROM "requests" WHERE coalesce("reply", '') <> '';
UPDATE "requests" SET "last_message_at" = "updated_at";
-- A tour request already waiting gets its six days from when it was sent.
UPDATE "requests" SET "answer_by" = "created_at" + interval '6 days' WHERE "kind" = 'tour' AND "status" = 'pending';
--> statement-breakpoint
ALTER TABLE "offers" DROP COLUMN "author_id";
--> statement-breakpoint
ALTER TABLE "offers" DROP COLUMN "parent_id";
--> statement-breakpoint
ALTER TABLE "offers" DROP COLUMN "message";
--> statement-breakpoint
ALTER TABLE "requests" DROP COLUMN "message";
--> statement-breakpoint
ALTER TABLE "requests" DROP COLUMN "reply";
--> statement-breakpoint
DROP INDEX "offers_property_idx";
--> statement-breakpoint
DROP INDEX "requests_owner_idx";
--> statement-breakpoint
DROP INDEX "requests_sender_idx";
--> statement-breakpoint
DROP INDEX "offers_owner_idx";
--> statement-breakpoint
DROP INDEX "offers_buyer_idx";
--> statement-breakpoint
ALTER TABLE "offers" ALTER COLUMN "status" SET DEFAULT 'open';
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "offer_moves" ADD CONSTRAINT "offer_moves_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "offer_moves" ADD CONSTRAINT "offer_moves_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "request_messages" ADD CONSTRAINT "request_messages_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "request_messages" ADD CONSTRAINT "request_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id","kind") WHERE "notifications"."read_at" is null;
--> statement-breakpoint
CREATE INDEX "notifications_subject_idx" ON "notifications" USING btree ("subject_id","user_id");
--> statement-breakpoint
CREATE INDEX "offer_moves_offer_idx" ON "offer_moves" USING btree ("offer_id","id");
--> statement-breakpoint
CREATE INDEX "request_messages_request_idx" ON "request_messages" USING btree ("request_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "offers_open_thread_key" ON "offers" USING btree ("property_id","buyer_id") WHERE "offers"."status" = 'open';
--> statement-breakpoint
CREATE INDEX "offers_buyer_created_idx" ON "offers" USING btree ("buyer_id","created_at");
--> statement-breakpoint
CREATE INDEX "requests_sender_created_idx" ON "requests" USING btree ("sender_id","created_at");
--> statement-breakpoint
CREATE INDEX "requests_answer_by_idx" ON "requests" USING btree ("answer_by") WHERE "requests"."status" in ('pending', 'proposed');
--> statement-breakpoint
CREATE INDEX "offers_owner_idx" ON "offers" USING btree ("owner_id","updated_at" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "offers_buyer_idx" ON "offers" USING btree ("buyer_id","updated_at" DESC NULLS LAST);
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_status_known" CHECK (status in ('open', 'accepted', 'declined', 'withdrawn', 'expired'));
--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_status_known" CHECK (status in ('pending', 'replied', 'proposed', 'accepted', 'declined', 'expired'));
--> statement-breakpoint
CREATE INDEX "offers_open_expiry_idx" ON "offers" USING btree ("expires_at") WHERE "offers"."status" = 'open';
--> statement-breakpoint
CREATE INDEX "requests_owner_idx" ON "requests" USING btree ("owner_id","last_message_at" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "requests_sender_idx" ON "requests" USING btree ("sender_id","last_message_at" DESC NULLS LAST);
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_turn_known" CHECK (turn in ('owner', 'buyer'));
