CREATE TABLE "otomatik_teklif" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ihale_id" integer NOT NULL,
	"cari_id" integer NOT NULL,
	"kimlik_no" text NOT NULL,
	"azami_tutar" numeric(18, 2) NOT NULL,
	"olusturma_tarihi" timestamp with time zone DEFAULT now() NOT NULL,
	"bitis_tarihi" timestamp with time zone,
	"bitis_nedeni" text
);
--> statement-breakpoint
ALTER TABLE "teklif" ADD COLUMN "otomatik" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "otomatik_teklif" ADD CONSTRAINT "otomatik_teklif_ihale_id_ihale_id_fk" FOREIGN KEY ("ihale_id") REFERENCES "public"."ihale"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otomatik_teklif" ADD CONSTRAINT "otomatik_teklif_cari_id_cari_id_fk" FOREIGN KEY ("cari_id") REFERENCES "public"."cari"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "otomatik_teklif_aktif_uq" ON "otomatik_teklif" USING btree ("ihale_id","cari_id") WHERE bitis_tarihi is null;