CREATE TABLE "doviz_kuru" (
	"id" serial PRIMARY KEY NOT NULL,
	"para_birimi_id" integer NOT NULL,
	"bulten_tarihi" date NOT NULL,
	"doviz_satis" numeric(18, 6) NOT NULL,
	"kaynak" text NOT NULL,
	"alinma_tarihi" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ihale" ADD COLUMN "kdv_dahil" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "doviz_kuru" ADD CONSTRAINT "doviz_kuru_para_birimi_id_para_birimi_id_fk" FOREIGN KEY ("para_birimi_id") REFERENCES "public"."para_birimi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "doviz_kuru_para_birimi_tarih_uq" ON "doviz_kuru" USING btree ("para_birimi_id","bulten_tarihi");