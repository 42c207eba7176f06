CREATE TABLE "owner_daily_counters" (
	"owner_id" uuid NOT NULL,
	"day" date NOT NULL,
	"impression" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"interested" integer DEFAULT 0 NOT NULL,
	"whatsapp" integer DEFAULT 0 NOT NULL,
	"call" integer DEFAULT 0 NOT NULL,
	"message_owner" integer DEFAULT 0 NOT NULL,
	"request_tour" integer DEFAULT 0 NOT NULL,
	"favorites" integer DEFAULT 0 NOT NULL,
	"alert_hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "owner_daily_counters_owner_id_day_pk" PRIMARY KEY("owner_id","day")
);
--> statement-breakpoint
ALTER TABLE "owner_daily_counters" ADD CONSTRAINT "owner_daily_counters_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "owner_daily_counters" ("owner_id", "day", "impression", "views", "interested", "whatsapp", "call", "message_owner", "request_tour", "favorites", "alert_hits")
SELECT "owner_id", "day", sum("impression"), sum("views"), sum("interested"), sum("whatsapp"), sum("call"), sum("message_owner"), sum("request_tour"), sum("favorites"), sum("alert_hits")
FROM "listing_daily_counters" GROUP BY "owner_id", "day";
