CREATE TABLE "ihale_yanma" (
	"id" serial PRIMARY KEY NOT NULL,
	"ihale_id" integer NOT NULL,
	"cari_id" integer NOT NULL,
	"son_odeme_tarihi" timestamp with time zone NOT NULL,
	"gerekce" text NOT NULL,
	"yanma_tarihi" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "banka_ekstresi" ADD COLUMN "kapsam_bitis" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ihale_yanma" ADD CONSTRAINT "ihale_yanma_ihale_id_ihale_id_fk" FOREIGN KEY ("ihale_id") REFERENCES "public"."ihale"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ihale_yanma" ADD CONSTRAINT "ihale_yanma_cari_id_cari_id_fk" FOREIGN KEY ("cari_id") REFERENCES "public"."cari"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ihale_yanma_ihale_cari_uq" ON "ihale_yanma" USING btree ("ihale_id","cari_id");--> statement-breakpoint
-- Statements imported before: covered until the end of the Istanbul day of their latest stored line.
UPDATE "banka_ekstresi" e SET "kapsam_bitis" = (
	SELECT (date_trunc('day', max(s."islem_tarihi") AT TIME ZONE 'Europe/Istanbul') + interval '1 day' - interval '1 millisecond') AT TIME ZONE 'Europe/Istanbul'
	FROM "banka_ekstre_satiri" s WHERE s."ekstre_id" = e."id"
) WHERE e."kapsam_bitis" IS NULL;
