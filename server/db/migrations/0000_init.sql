CREATE TABLE "etiket" (
	"id" serial PRIMARY KEY NOT NULL,
	"adi" text NOT NULL,
	CONSTRAINT "etiket_adi_unique" UNIQUE("adi")
);
--> statement-breakpoint
CREATE TABLE "ihale_kalem_kategori" (
	"id" integer PRIMARY KEY NOT NULL,
	"adi" text NOT NULL,
	"ust_ihale_kalem_kategori_id" integer,
	"sira_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kategori" (
	"id" integer PRIMARY KEY NOT NULL,
	"adi" text NOT NULL,
	"ust_kategori_id" integer,
	"sira_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "olcu_birimi" (
	"id" serial PRIMARY KEY NOT NULL,
	"adi" text NOT NULL,
	CONSTRAINT "olcu_birimi_adi_unique" UNIQUE("adi")
);
--> statement-breakpoint
CREATE TABLE "otomatik_uzatma_ayar" (
	"id" serial PRIMARY KEY NOT NULL,
	"aciklama" text NOT NULL,
	"son_dakika" integer NOT NULL,
	"uzatma_dakika" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "para_birimi" (
	"id" serial PRIMARY KEY NOT NULL,
	"adi" text NOT NULL,
	"kod" text NOT NULL,
	CONSTRAINT "para_birimi_kod_unique" UNIQUE("kod")
);
--> statement-breakpoint
CREATE TABLE "teslimat_yeri" (
	"id" serial PRIMARY KEY NOT NULL,
	"adi" text NOT NULL,
	"adresi" text NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aktivite_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"cari_id" integer NOT NULL,
	"gercek_kisilik_id" integer,
	"activity_type" text NOT NULL,
	"tarih" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cari" (
	"id" serial PRIMARY KEY NOT NULL,
	"tur" text NOT NULL,
	"unvan" text NOT NULL,
	"vergi_no" text,
	"olusturma_tarihi" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cari_iban" (
	"cari_id" integer PRIMARY KEY NOT NULL,
	"iban" text NOT NULL,
	"guncelleme_tarihi" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "edevlet_vatandas" (
	"kimlik_no" text PRIMARY KEY NOT NULL,
	"adi" text NOT NULL,
	"soyadi" text NOT NULL,
	"eposta" text,
	"gsm" text
);
--> statement-breakpoint
CREATE TABLE "external_login_code" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"kimlik_no" text NOT NULL,
	"provider" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "firma_yetkili" (
	"gercek_kisilik_id" integer NOT NULL,
	"firma_cari_id" integer NOT NULL,
	"eklenme_tarihi" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "firma_yetkili_gercek_kisilik_id_firma_cari_id_pk" PRIMARY KEY("gercek_kisilik_id","firma_cari_id")
);
--> statement-breakpoint
CREATE TABLE "gercek_kisilik" (
	"id" serial PRIMARY KEY NOT NULL,
	"cari_id" integer NOT NULL,
	"kimlik_no" text NOT NULL,
	"adi" text NOT NULL,
	"soyadi" text NOT NULL,
	"gsm" text,
	"eposta" text,
	"eposta_bildirim_onayi" boolean DEFAULT false NOT NULL,
	"gsm_bildirim_onayi" boolean DEFAULT false NOT NULL,
	CONSTRAINT "gercek_kisilik_cari_id_unique" UNIQUE("cari_id"),
	CONSTRAINT "gercek_kisilik_kimlik_no_unique" UNIQUE("kimlik_no")
);
--> statement-breakpoint
CREATE TABLE "mersis_firma" (
	"vkn" text PRIMARY KEY NOT NULL,
	"unvani" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mersis_ortak" (
	"vkn" text NOT NULL,
	"kimlik_no" text NOT NULL,
	"ad_soyad" text NOT NULL,
	"yetkili" boolean DEFAULT true NOT NULL,
	CONSTRAINT "mersis_ortak_vkn_kimlik_no_pk" PRIMARY KEY("vkn","kimlik_no")
);
--> statement-breakpoint
CREATE TABLE "refresh_token" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"family_id" text NOT NULL,
	"kimlik_no" text NOT NULL,
	"client_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_token_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sozlesme_onay" (
	"id" serial PRIMARY KEY NOT NULL,
	"cari_id" integer NOT NULL,
	"ihale_tipi_id" integer NOT NULL,
	"versiyon" integer NOT NULL,
	"onay_tarihi" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teminat_hareket" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"cari_id" integer NOT NULL,
	"ihale_id" integer,
	"iade_talebi_id" integer,
	"tur" text NOT NULL,
	"yon" smallint NOT NULL,
	"tutar" numeric(18, 2) NOT NULL,
	"aciklama" text NOT NULL,
	"durum" text DEFAULT 'Tamamlandı' NOT NULL,
	"islem_tarihi" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teminat_hareket_tutar_pozitif" CHECK ("teminat_hareket"."tutar" > 0),
	CONSTRAINT "teminat_hareket_yon" CHECK ("teminat_hareket"."yon" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "teminat_iade_talebi" (
	"id" serial PRIMARY KEY NOT NULL,
	"cari_id" integer NOT NULL,
	"talep_tutari" numeric(18, 2) NOT NULL,
	"iban" text NOT NULL,
	"durum" text DEFAULT 'beklemede' NOT NULL,
	"talep_tarihi" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favori_ihale" (
	"id" serial PRIMARY KEY NOT NULL,
	"ihale_id" integer NOT NULL,
	"cari_id" integer NOT NULL,
	"eklenme_tarihi" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ihale" (
	"id" serial PRIMARY KEY NOT NULL,
	"baslik" text NOT NULL,
	"aciklama" text DEFAULT '' NOT NULL,
	"yayin_tarihi" timestamp with time zone NOT NULL,
	"baslangic_tarihi" timestamp with time zone NOT NULL,
	"bitis_tarihi" timestamp with time zone NOT NULL,
	"uzatilmis_bitis_tarihi" timestamp with time zone,
	"teminat_tutari" numeric(18, 2) NOT NULL,
	"ihale_durumu_id" integer NOT NULL,
	"para_birimi_id" integer NOT NULL,
	"odeme_durumu" smallint DEFAULT 0 NOT NULL,
	"son_odeme_icin_eklenecek_gun" integer DEFAULT 7 NOT NULL,
	"one_cikar" boolean DEFAULT false NOT NULL,
	"yayindan_kaldir" boolean DEFAULT false NOT NULL,
	"ihale_tipi_id" integer NOT NULL,
	"otomatik_uzatma_ayar_id" integer,
	"teklif_sira_no" integer DEFAULT 0 NOT NULL,
	"kazanan_cari_id" integer,
	"kazanan_tutar" numeric(18, 2),
	"son_odeme_tarihi" timestamp with time zone,
	"guncelleme_tarihi" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ihale_dosya" (
	"id" serial PRIMARY KEY NOT NULL,
	"ihale_id" integer NOT NULL,
	"url" text NOT NULL,
	"adi" text NOT NULL,
	"aciklama" text DEFAULT '' NOT NULL,
	"kullanim_turu_id" integer NOT NULL,
	"sira_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ihale_etiket" (
	"id" serial PRIMARY KEY NOT NULL,
	"ihale_id" integer NOT NULL,
	"etiket_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ihale_kalem" (
	"id" serial PRIMARY KEY NOT NULL,
	"ihale_id" integer NOT NULL,
	"acilis_fiyati" numeric(18, 2) NOT NULL,
	"tur_teklifleri_teklif_tutari_max" numeric(18, 2) DEFAULT '0' NOT NULL,
	"miktar" numeric(18, 3) NOT NULL,
	"olcu_birimi_id" integer NOT NULL,
	"aciklama" text DEFAULT '' NOT NULL,
	"herkese_acik_satis_ihale_kalem_rumuz" text NOT NULL,
	"teslimat_yeri_id" integer NOT NULL,
	"ihale_kalem_kategori_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ihale_kalem_dosya" (
	"id" serial PRIMARY KEY NOT NULL,
	"ihale_kalem_id" integer NOT NULL,
	"url" text NOT NULL,
	"adi" text NOT NULL,
	"aciklama" text DEFAULT '' NOT NULL,
	"kullanim_turu_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ihale_katilim_cari" (
	"id" serial PRIMARY KEY NOT NULL,
	"ihale_id" integer NOT NULL,
	"cari_id" integer NOT NULL,
	"cari_rumuzu" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"kazanilma_durumu" smallint,
	"katilim_tarihi" timestamp with time zone DEFAULT now() NOT NULL,
	"guncelleme_tarihi" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teklif" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ihale_id" integer NOT NULL,
	"ihale_kalem_id" integer NOT NULL,
	"cari_id" integer NOT NULL,
	"cari_rumuzu" text NOT NULL,
	"teklif_tutari" numeric(18, 2) NOT NULL,
	"teklif_tarihi" timestamp with time zone DEFAULT now() NOT NULL,
	"sira_no" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ana_sayfa_slider" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"sira_no" integer NOT NULL,
	"aciklama" text DEFAULT '' NOT NULL,
	"ihale_tipi_id" integer NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "duyuru" (
	"id" serial PRIMARY KEY NOT NULL,
	"baslik" text NOT NULL,
	"icerik" text NOT NULL,
	"yayin_tarihi" timestamp with time zone NOT NULL,
	"popup" boolean DEFAULT false NOT NULL,
	"yayindan_kaldir" boolean DEFAULT false NOT NULL,
	"ihale_tipi_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iletisim" (
	"id" serial PRIMARY KEY NOT NULL,
	"cari_id" integer NOT NULL,
	"konu_id" integer NOT NULL,
	"durum_id" integer NOT NULL,
	"baslik" text NOT NULL,
	"ihale_tipi_id" integer NOT NULL,
	"acilis_tarihi" timestamp with time zone DEFAULT now() NOT NULL,
	"son_cevap" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "iletisim_yazisma" (
	"id" serial PRIMARY KEY NOT NULL,
	"iletisim_id" integer NOT NULL,
	"icerik" text NOT NULL,
	"yazan_adi_soyadi" text NOT NULL,
	"kurum_yazisi" boolean DEFAULT false NOT NULL,
	"olusturma_tarihi" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_sayfa" (
	"id" serial PRIMARY KEY NOT NULL,
	"sayfa_id" integer NOT NULL,
	"baslik" text NOT NULL,
	"icerik" text NOT NULL,
	"ihale_tipi_id" integer NOT NULL,
	CONSTRAINT "portal_sayfa_sayfa_id_unique" UNIQUE("sayfa_id")
);
--> statement-breakpoint
ALTER TABLE "aktivite_log" ADD CONSTRAINT "aktivite_log_cari_id_cari_id_fk" FOREIGN KEY ("cari_id") REFERENCES "public"."cari"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aktivite_log" ADD CONSTRAINT "aktivite_log_gercek_kisilik_id_gercek_kisilik_id_fk" FOREIGN KEY ("gercek_kisilik_id") REFERENCES "public"."gercek_kisilik"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cari_iban" ADD CONSTRAINT "cari_iban_cari_id_cari_id_fk" FOREIGN KEY ("cari_id") REFERENCES "public"."cari"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firma_yetkili" ADD CONSTRAINT "firma_yetkili_gercek_kisilik_id_gercek_kisilik_id_fk" FOREIGN KEY ("gercek_kisilik_id") REFERENCES "public"."gercek_kisilik"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firma_yetkili" ADD CONSTRAINT "firma_yetkili_firma_cari_id_cari_id_fk" FOREIGN KEY ("firma_cari_id") REFERENCES "public"."cari"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gercek_kisilik" ADD CONSTRAINT "gercek_kisilik_cari_id_cari_id_fk" FOREIGN KEY ("cari_id") REFERENCES "public"."cari"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mersis_ortak" ADD CONSTRAINT "mersis_ortak_vkn_mersis_firma_vkn_fk" FOREIGN KEY ("vkn") REFERENCES "public"."mersis_firma"("vkn") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sozlesme_onay" ADD CONSTRAINT "sozlesme_onay_cari_id_cari_id_fk" FOREIGN KEY ("cari_id") REFERENCES "public"."cari"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teminat_hareket" ADD CONSTRAINT "teminat_hareket_cari_id_cari_id_fk" FOREIGN KEY ("cari_id") REFERENCES "public"."cari"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teminat_iade_talebi" ADD CONSTRAINT "teminat_iade_talebi_cari_id_cari_id_fk" FOREIGN KEY ("cari_id") REFERENCES "public"."cari"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favori_ihale" ADD CONSTRAINT "favori_ihale_ihale_id_ihale_id_fk" FOREIGN KEY ("ihale_id") REFERENCES "public"."ihale"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favori_ihale" ADD CONSTRAINT "favori_ihale_cari_id_cari_id_fk" FOREIGN KEY ("cari_id") REFERENCES "public"."cari"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ihale" ADD CONSTRAINT "ihale_ihale_durumu_id_kategori_id_fk" FOREIGN KEY ("ihale_durumu_id") REFERENCES "public"."kategori"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ihale" ADD CONSTRAINT "ihale_para_birimi_id_para_birimi_id_fk" FOREIGN KEY ("para_birimi_id") REFERENCES "public"."para_birimi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ihale" ADD CONSTRAINT "ihale_ihale_tipi_id_kategori_id_fk" FOREIGN KEY ("ihale_tipi_id") REFERENCES "public"."kategori"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ihale" ADD CONSTRAINT "ihale_otomatik_uzatma_ayar_id_otomatik_uzatma_ayar_id_fk" FOREIGN KEY ("otomatik_uzatma_ayar_id") REFERENCES "public"."otomatik_uzatma_ayar"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ihale" ADD CONSTRAINT "ihale_kazanan_cari_id_cari_id_fk" FOREIGN KEY ("kazanan_cari_id") REFERENCES "public"."cari"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ihale_dosya" ADD CONSTRAINT "ihale_dosya_ihale_id_ihale_id_fk" FOREIGN KEY ("ihale_id") REFERENCES "public"."ihale"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ihale_dosya" ADD CONSTRAINT "ihale_dosya_kullanim_turu_id_kategori_id_fk" FOREIGN KEY ("kullanim_turu_id") REFERENCES "public"."kategori"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ihale_etiket" ADD CONSTRAINT "ihale_etiket_ihale_id_ihale_id_fk" FOREIGN KEY ("ihale_id") REFERENCES "public"."ihale"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ihale_etiket" ADD CONSTRAINT "ihale_etiket_etiket_id_etiket_id_fk" FOREIGN KEY ("etiket_id") REFERENCES "public"."etiket"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ihale_kalem" ADD CONSTRAINT "ihale_kalem_ihale_id_ihale_id_fk" FOREIGN KEY ("ihale_id") REFERENCES "public"."ihale"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ihale_kalem" ADD CONSTRAINT "ihale_kalem_olcu_birimi_id_olcu_birimi_id_fk" FOREIGN KEY ("olcu_birimi_id") REFERENCES "public"."olcu_birimi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ihale_kalem" ADD CONSTRAINT "ihale_kalem_teslimat_yeri_id_teslimat_yeri_id_fk" FOREIGN KEY ("teslimat_yeri_id") REFERENCES "public"."teslimat_yeri"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ihale_kalem" ADD CONSTRAINT "ihale_kalem_ihale_kalem_kategori_id_ihale_kalem_kategori_id_fk" FOREIGN KEY ("ihale_kalem_kategori_id") REFERENCES "public"."ihale_kalem_kategori"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ihale_kalem_dosya" ADD CONSTRAINT "ihale_kalem_dosya_ihale_kalem_id_ihale_kalem_id_fk" FOREIGN KEY ("ihale_kalem_id") REFERENCES "public"."ihale_kalem"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ihale_kalem_dosya" ADD CONSTRAINT "ihale_kalem_dosya_kullanim_turu_id_kategori_id_fk" FOREIGN KEY ("kullanim_turu_id") REFERENCES "public"."kategori"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ihale_katilim_cari" ADD CONSTRAINT "ihale_katilim_cari_ihale_id_ihale_id_fk" FOREIGN KEY ("ihale_id") REFERENCES "public"."ihale"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ihale_katilim_cari" ADD CONSTRAINT "ihale_katilim_cari_cari_id_cari_id_fk" FOREIGN KEY ("cari_id") REFERENCES "public"."cari"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teklif" ADD CONSTRAINT "teklif_ihale_id_ihale_id_fk" FOREIGN KEY ("ihale_id") REFERENCES "public"."ihale"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teklif" ADD CONSTRAINT "teklif_ihale_kalem_id_ihale_kalem_id_fk" FOREIGN KEY ("ihale_kalem_id") REFERENCES "public"."ihale_kalem"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teklif" ADD CONSTRAINT "teklif_cari_id_cari_id_fk" FOREIGN KEY ("cari_id") REFERENCES "public"."cari"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ana_sayfa_slider" ADD CONSTRAINT "ana_sayfa_slider_ihale_tipi_id_kategori_id_fk" FOREIGN KEY ("ihale_tipi_id") REFERENCES "public"."kategori"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duyuru" ADD CONSTRAINT "duyuru_ihale_tipi_id_kategori_id_fk" FOREIGN KEY ("ihale_tipi_id") REFERENCES "public"."kategori"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iletisim" ADD CONSTRAINT "iletisim_cari_id_cari_id_fk" FOREIGN KEY ("cari_id") REFERENCES "public"."cari"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iletisim" ADD CONSTRAINT "iletisim_konu_id_kategori_id_fk" FOREIGN KEY ("konu_id") REFERENCES "public"."kategori"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iletisim" ADD CONSTRAINT "iletisim_durum_id_kategori_id_fk" FOREIGN KEY ("durum_id") REFERENCES "public"."kategori"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iletisim" ADD CONSTRAINT "iletisim_ihale_tipi_id_kategori_id_fk" FOREIGN KEY ("ihale_tipi_id") REFERENCES "public"."kategori"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iletisim_yazisma" ADD CONSTRAINT "iletisim_yazisma_iletisim_id_iletisim_id_fk" FOREIGN KEY ("iletisim_id") REFERENCES "public"."iletisim"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_sayfa" ADD CONSTRAINT "portal_sayfa_ihale_tipi_id_kategori_id_fk" FOREIGN KEY ("ihale_tipi_id") REFERENCES "public"."kategori"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cari_vergi_no_uq" ON "cari" USING btree ("vergi_no");--> statement-breakpoint
CREATE INDEX "refresh_token_family_idx" ON "refresh_token" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "sozlesme_onay_cari_idx" ON "sozlesme_onay" USING btree ("cari_id","ihale_tipi_id");--> statement-breakpoint
CREATE INDEX "teminat_hareket_cari_idx" ON "teminat_hareket" USING btree ("cari_id","islem_tarihi");--> statement-breakpoint
CREATE UNIQUE INDEX "favori_ihale_uq" ON "favori_ihale" USING btree ("ihale_id","cari_id");--> statement-breakpoint
CREATE INDEX "favori_ihale_cari_idx" ON "favori_ihale" USING btree ("cari_id");--> statement-breakpoint
CREATE INDEX "ihale_liste_idx" ON "ihale" USING btree ("ihale_tipi_id","ihale_durumu_id","yayin_tarihi");--> statement-breakpoint
CREATE INDEX "ihale_baslangic_idx" ON "ihale" USING btree ("baslangic_tarihi");--> statement-breakpoint
CREATE INDEX "ihale_bitis_idx" ON "ihale" USING btree ("bitis_tarihi");--> statement-breakpoint
CREATE INDEX "ihale_dosya_ihale_idx" ON "ihale_dosya" USING btree ("ihale_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ihale_etiket_uq" ON "ihale_etiket" USING btree ("ihale_id","etiket_id");--> statement-breakpoint
CREATE INDEX "ihale_kalem_ihale_idx" ON "ihale_kalem" USING btree ("ihale_id");--> statement-breakpoint
CREATE INDEX "ihale_kalem_kategori_idx" ON "ihale_kalem" USING btree ("ihale_kalem_kategori_id");--> statement-breakpoint
CREATE INDEX "ihale_kalem_dosya_kalem_idx" ON "ihale_kalem_dosya" USING btree ("ihale_kalem_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ihale_katilim_cari_uq" ON "ihale_katilim_cari" USING btree ("ihale_id","cari_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ihale_katilim_rumuz_uq" ON "ihale_katilim_cari" USING btree ("ihale_id","cari_rumuzu");--> statement-breakpoint
CREATE INDEX "ihale_katilim_cari_idx" ON "ihale_katilim_cari" USING btree ("cari_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teklif_sira_uq" ON "teklif" USING btree ("ihale_id","sira_no");--> statement-breakpoint
CREATE UNIQUE INDEX "teklif_tutar_uq" ON "teklif" USING btree ("ihale_id","teklif_tutari");--> statement-breakpoint
CREATE INDEX "teklif_cari_idx" ON "teklif" USING btree ("cari_id");--> statement-breakpoint
CREATE INDEX "duyuru_yayin_idx" ON "duyuru" USING btree ("ihale_tipi_id","yayin_tarihi");--> statement-breakpoint
CREATE INDEX "iletisim_cari_idx" ON "iletisim" USING btree ("cari_id");--> statement-breakpoint
CREATE INDEX "iletisim_yazisma_iletisim_idx" ON "iletisim_yazisma" USING btree ("iletisim_id");