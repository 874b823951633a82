CREATE TABLE "kart_odeme_uyusmazlik" (
	"id" serial PRIMARY KEY NOT NULL,
	"kart_odeme_id" uuid NOT NULL,
	"cari_id" integer NOT NULL,
	"neden" text NOT NULL,
	"durum" text DEFAULT 'beklemede' NOT NULL,
	"banka_tutar_metni" text NOT NULL,
	"banka_para_birimi_kodu" text NOT NULL,
	"banka_tutar" numeric(18, 2),
	"banka_para_birimi_id" integer,
	"banka_onay_kodu" text,
	"maskeli_kart_no" text,
	"banka_yaniti" text,
	"govde" jsonb NOT NULL,
	"alinma_tarihi" timestamp with time zone NOT NULL,
	"karar_personel_id" integer,
	"karar_tarihi" timestamp with time zone,
	"teminat_hareket_id" integer,
	"iade_sonucu" text,
	CONSTRAINT "kart_odeme_uyusmazlik_kart_odeme_id_unique" UNIQUE("kart_odeme_id")
);
--> statement-breakpoint
ALTER TABLE "kart_odeme_uyusmazlik" ADD CONSTRAINT "kart_odeme_uyusmazlik_kart_odeme_id_kart_odeme_id_fk" FOREIGN KEY ("kart_odeme_id") REFERENCES "public"."kart_odeme"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kart_odeme_uyusmazlik" ADD CONSTRAINT "kart_odeme_uyusmazlik_cari_id_cari_id_fk" FOREIGN KEY ("cari_id") REFERENCES "public"."cari"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kart_odeme_uyusmazlik" ADD CONSTRAINT "kart_odeme_uyusmazlik_banka_para_birimi_id_para_birimi_id_fk" FOREIGN KEY ("banka_para_birimi_id") REFERENCES "public"."para_birimi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kart_odeme_uyusmazlik" ADD CONSTRAINT "kart_odeme_uyusmazlik_karar_personel_id_personel_id_fk" FOREIGN KEY ("karar_personel_id") REFERENCES "public"."personel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kart_odeme_uyusmazlik_durum_idx" ON "kart_odeme_uyusmazlik" USING btree ("durum","alinma_tarihi");