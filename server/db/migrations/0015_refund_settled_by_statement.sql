CREATE TABLE "banka_ekstre_borc_satiri" (
	"id" serial PRIMARY KEY NOT NULL,
	"ekstre_id" integer NOT NULL,
	"hesap_iban" text NOT NULL,
	"banka_referansi" text,
	"islem_tarihi" timestamp with time zone NOT NULL,
	"tutar" numeric(18, 2) NOT NULL,
	"para_birimi_id" integer NOT NULL,
	"uctan_uca_kimlik" text,
	"alici_iban" text,
	"alici_adi" text DEFAULT '' NOT NULL,
	"aciklama" text DEFAULT '' NOT NULL,
	"durum" text NOT NULL,
	"iade_talebi_id" integer,
	CONSTRAINT "banka_ekstre_borc_satiri_tutar_pozitif" CHECK ("banka_ekstre_borc_satiri"."tutar" > 0),
	CONSTRAINT "banka_ekstre_borc_satiri_eslesen_talep" CHECK (("banka_ekstre_borc_satiri"."durum" = 'eslesti') = ("banka_ekstre_borc_satiri"."iade_talebi_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "teminat_iade_talebi" ADD COLUMN "odeme_tarihi" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "teminat_iade_talebi" ADD COLUMN "donus_tarihi" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banka_ekstre_satiri" ADD COLUMN "iade_talebi_id" integer;--> statement-breakpoint
ALTER TABLE "odeme_talimati" ADD COLUMN "gonderim_tarihi" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "odeme_talimati" ADD COLUMN "gonderen_personel_id" integer;--> statement-breakpoint
ALTER TABLE "banka_ekstre_borc_satiri" ADD CONSTRAINT "banka_ekstre_borc_satiri_ekstre_id_banka_ekstresi_id_fk" FOREIGN KEY ("ekstre_id") REFERENCES "public"."banka_ekstresi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banka_ekstre_borc_satiri" ADD CONSTRAINT "banka_ekstre_borc_satiri_para_birimi_id_para_birimi_id_fk" FOREIGN KEY ("para_birimi_id") REFERENCES "public"."para_birimi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "banka_ekstre_borc_satiri_hesap_referans_uq" ON "banka_ekstre_borc_satiri" USING btree ("hesap_iban","banka_referansi");--> statement-breakpoint
CREATE INDEX "banka_ekstre_borc_satiri_durum_idx" ON "banka_ekstre_borc_satiri" USING btree ("durum","islem_tarihi");--> statement-breakpoint
CREATE UNIQUE INDEX "banka_ekstre_borc_satiri_talep_uq" ON "banka_ekstre_borc_satiri" USING btree ("iade_talebi_id");--> statement-breakpoint
ALTER TABLE "odeme_talimati" ADD CONSTRAINT "odeme_talimati_gonderen_personel_id_personel_id_fk" FOREIGN KEY ("gonderen_personel_id") REFERENCES "public"."personel"("id") ON DELETE no action ON UPDATE no action;