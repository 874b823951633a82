CREATE TABLE "banka_ekstre_satiri" (
	"id" serial PRIMARY KEY NOT NULL,
	"ekstre_id" integer NOT NULL,
	"banka_referansi" text NOT NULL,
	"islem_tarihi" timestamp with time zone NOT NULL,
	"tutar" numeric(18, 2) NOT NULL,
	"para_birimi_id" integer NOT NULL,
	"gonderen" text DEFAULT '' NOT NULL,
	"aciklama" text DEFAULT '' NOT NULL,
	"durum" text NOT NULL,
	"cari_id" integer,
	"ihale_id" integer,
	"teminat_hareket_id" integer,
	"tahsilat_id" integer,
	"atayan_personel_id" integer,
	"atama_tarihi" timestamp with time zone,
	CONSTRAINT "banka_ekstre_satiri_banka_referansi_unique" UNIQUE("banka_referansi"),
	CONSTRAINT "banka_ekstre_satiri_tutar_pozitif" CHECK ("banka_ekstre_satiri"."tutar" > 0)
);
--> statement-breakpoint
CREATE TABLE "banka_ekstresi" (
	"id" serial PRIMARY KEY NOT NULL,
	"dosya_ozeti" text NOT NULL,
	"dosya_adi" text NOT NULL,
	"bicim" text NOT NULL,
	"yukleyen_personel_id" integer NOT NULL,
	"yukleme_tarihi" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banka_ekstresi_dosya_ozeti_unique" UNIQUE("dosya_ozeti")
);
--> statement-breakpoint
CREATE TABLE "ihale_tahsilat" (
	"id" serial PRIMARY KEY NOT NULL,
	"ihale_id" integer NOT NULL,
	"cari_id" integer NOT NULL,
	"tutar" numeric(18, 2) NOT NULL,
	"para_birimi_id" integer NOT NULL,
	"kaynak" text NOT NULL,
	"kart_odeme_id" uuid,
	"ekstre_satiri_id" integer,
	"idempotency_key" text NOT NULL,
	"personel_id" integer,
	"islem_tarihi" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ihale_tahsilat_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "ihale_tahsilat_tutar_pozitif" CHECK ("ihale_tahsilat"."tutar" > 0)
);
--> statement-breakpoint
CREATE TABLE "ikinci_teklif_daveti" (
	"id" serial PRIMARY KEY NOT NULL,
	"ihale_id" integer NOT NULL,
	"cari_id" integer NOT NULL,
	"onceki_kazanan_cari_id" integer NOT NULL,
	"tutar" numeric(18, 2) NOT NULL,
	"son_yanit_tarihi" timestamp with time zone NOT NULL,
	"durum" text DEFAULT 'beklemede' NOT NULL,
	"olusturma_tarihi" timestamp with time zone DEFAULT now() NOT NULL,
	"yanit_tarihi" timestamp with time zone,
	CONSTRAINT "ikinci_teklif_daveti_ihale_id_unique" UNIQUE("ihale_id")
);
--> statement-breakpoint
CREATE TABLE "kart_odeme" (
	"id" uuid PRIMARY KEY NOT NULL,
	"cari_id" integer NOT NULL,
	"amac" text NOT NULL,
	"ihale_id" integer,
	"tutar" numeric(18, 2) NOT NULL,
	"para_birimi_id" integer NOT NULL,
	"durum" text DEFAULT 'baslatildi' NOT NULL,
	"baslatan_kimlik_no" text NOT NULL,
	"banka_yanit_kodu" text,
	"banka_onay_kodu" text,
	"maskeli_kart_no" text,
	"hata_mesaji" text,
	"olusturma_tarihi" timestamp with time zone DEFAULT now() NOT NULL,
	"sonuc_tarihi" timestamp with time zone,
	CONSTRAINT "kart_odeme_tutar_pozitif" CHECK ("kart_odeme"."tutar" > 0),
	CONSTRAINT "kart_odeme_ihale" CHECK (("kart_odeme"."amac" = 'ihale_bakiye') = ("kart_odeme"."ihale_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "kart_odeme_bildirim" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kart_odeme_id" uuid,
	"alinma_tarihi" timestamp with time zone DEFAULT now() NOT NULL,
	"sonuc" text NOT NULL,
	"govde" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "odeme_talimati" (
	"id" serial PRIMARY KEY NOT NULL,
	"para_birimi_id" integer NOT NULL,
	"durum" text DEFAULT 'hazirlandi' NOT NULL,
	"hazirlayan_personel_id" integer NOT NULL,
	"hazirlama_tarihi" timestamp with time zone DEFAULT now() NOT NULL,
	"onaylayan_personel_id" integer,
	"onay_tarihi" timestamp with time zone,
	CONSTRAINT "odeme_talimati_dort_goz" CHECK ("odeme_talimati"."onaylayan_personel_id" is null or "odeme_talimati"."onaylayan_personel_id" <> "odeme_talimati"."hazirlayan_personel_id")
);
--> statement-breakpoint
ALTER TABLE "teminat_hareket" ADD COLUMN "para_birimi_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "teminat_hareket" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "teminat_hareket" ADD COLUMN "personel_id" integer;--> statement-breakpoint
ALTER TABLE "teminat_iade_talebi" ADD COLUMN "para_birimi_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "teminat_iade_talebi" ADD COLUMN "odeme_talimati_id" integer;--> statement-breakpoint
ALTER TABLE "teminat_iade_talebi" ADD COLUMN "red_nedeni" text;--> statement-breakpoint
ALTER TABLE "teminat_iade_talebi" ADD COLUMN "karar_personel_id" integer;--> statement-breakpoint
ALTER TABLE "teminat_iade_talebi" ADD COLUMN "karar_tarihi" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banka_ekstre_satiri" ADD CONSTRAINT "banka_ekstre_satiri_ekstre_id_banka_ekstresi_id_fk" FOREIGN KEY ("ekstre_id") REFERENCES "public"."banka_ekstresi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banka_ekstre_satiri" ADD CONSTRAINT "banka_ekstre_satiri_para_birimi_id_para_birimi_id_fk" FOREIGN KEY ("para_birimi_id") REFERENCES "public"."para_birimi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banka_ekstre_satiri" ADD CONSTRAINT "banka_ekstre_satiri_cari_id_cari_id_fk" FOREIGN KEY ("cari_id") REFERENCES "public"."cari"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banka_ekstre_satiri" ADD CONSTRAINT "banka_ekstre_satiri_ihale_id_ihale_id_fk" FOREIGN KEY ("ihale_id") REFERENCES "public"."ihale"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banka_ekstre_satiri" ADD CONSTRAINT "banka_ekstre_satiri_atayan_personel_id_personel_id_fk" FOREIGN KEY ("atayan_personel_id") REFERENCES "public"."personel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banka_ekstresi" ADD CONSTRAINT "banka_ekstresi_yukleyen_personel_id_personel_id_fk" FOREIGN KEY ("yukleyen_personel_id") REFERENCES "public"."personel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ihale_tahsilat" ADD CONSTRAINT "ihale_tahsilat_ihale_id_ihale_id_fk" FOREIGN KEY ("ihale_id") REFERENCES "public"."ihale"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ihale_tahsilat" ADD CONSTRAINT "ihale_tahsilat_cari_id_cari_id_fk" FOREIGN KEY ("cari_id") REFERENCES "public"."cari"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ihale_tahsilat" ADD CONSTRAINT "ihale_tahsilat_para_birimi_id_para_birimi_id_fk" FOREIGN KEY ("para_birimi_id") REFERENCES "public"."para_birimi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ikinci_teklif_daveti" ADD CONSTRAINT "ikinci_teklif_daveti_ihale_id_ihale_id_fk" FOREIGN KEY ("ihale_id") REFERENCES "public"."ihale"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ikinci_teklif_daveti" ADD CONSTRAINT "ikinci_teklif_daveti_cari_id_cari_id_fk" FOREIGN KEY ("cari_id") REFERENCES "public"."cari"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ikinci_teklif_daveti" ADD CONSTRAINT "ikinci_teklif_daveti_onceki_kazanan_cari_id_cari_id_fk" FOREIGN KEY ("onceki_kazanan_cari_id") REFERENCES "public"."cari"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kart_odeme" ADD CONSTRAINT "kart_odeme_cari_id_cari_id_fk" FOREIGN KEY ("cari_id") REFERENCES "public"."cari"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kart_odeme" ADD CONSTRAINT "kart_odeme_ihale_id_ihale_id_fk" FOREIGN KEY ("ihale_id") REFERENCES "public"."ihale"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kart_odeme" ADD CONSTRAINT "kart_odeme_para_birimi_id_para_birimi_id_fk" FOREIGN KEY ("para_birimi_id") REFERENCES "public"."para_birimi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "odeme_talimati" ADD CONSTRAINT "odeme_talimati_para_birimi_id_para_birimi_id_fk" FOREIGN KEY ("para_birimi_id") REFERENCES "public"."para_birimi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "odeme_talimati" ADD CONSTRAINT "odeme_talimati_hazirlayan_personel_id_personel_id_fk" FOREIGN KEY ("hazirlayan_personel_id") REFERENCES "public"."personel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "odeme_talimati" ADD CONSTRAINT "odeme_talimati_onaylayan_personel_id_personel_id_fk" FOREIGN KEY ("onaylayan_personel_id") REFERENCES "public"."personel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banka_ekstre_satiri_durum_idx" ON "banka_ekstre_satiri" USING btree ("durum","islem_tarihi");--> statement-breakpoint
CREATE INDEX "ihale_tahsilat_ihale_idx" ON "ihale_tahsilat" USING btree ("ihale_id");--> statement-breakpoint
CREATE INDEX "kart_odeme_cari_idx" ON "kart_odeme" USING btree ("cari_id","olusturma_tarihi");--> statement-breakpoint
CREATE INDEX "kart_odeme_bekleyen_idx" ON "kart_odeme" USING btree ("durum","olusturma_tarihi");--> statement-breakpoint
CREATE INDEX "kart_odeme_bildirim_odeme_idx" ON "kart_odeme_bildirim" USING btree ("kart_odeme_id");--> statement-breakpoint
ALTER TABLE "teminat_hareket" ADD CONSTRAINT "teminat_hareket_para_birimi_id_para_birimi_id_fk" FOREIGN KEY ("para_birimi_id") REFERENCES "public"."para_birimi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teminat_iade_talebi" ADD CONSTRAINT "teminat_iade_talebi_para_birimi_id_para_birimi_id_fk" FOREIGN KEY ("para_birimi_id") REFERENCES "public"."para_birimi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teminat_hareket" ADD CONSTRAINT "teminat_hareket_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
-- A tender's ledger rows are in the tender's currency (rows written before this migration were plain amounts).
UPDATE "teminat_hareket" h SET "para_birimi_id" = i."para_birimi_id" FROM "ihale" i WHERE h."ihale_id" = i."id";--> statement-breakpoint
-- The money tables that record what happened are append-only for every role the application connects as
-- (docs/architecture.md §10), like the audit trail.
CREATE FUNCTION para_kaydi_degismez() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END;
$$;--> statement-breakpoint
CREATE TRIGGER teminat_hareket_degismez BEFORE UPDATE OR DELETE ON "teminat_hareket"
  FOR EACH ROW EXECUTE FUNCTION para_kaydi_degismez();--> statement-breakpoint
CREATE TRIGGER ihale_tahsilat_degismez BEFORE UPDATE OR DELETE ON "ihale_tahsilat"
  FOR EACH ROW EXECUTE FUNCTION para_kaydi_degismez();--> statement-breakpoint
CREATE TRIGGER kart_odeme_bildirim_degismez BEFORE UPDATE OR DELETE ON "kart_odeme_bildirim"
  FOR EACH ROW EXECUTE FUNCTION para_kaydi_degismez();
