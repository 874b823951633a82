CREATE TABLE "portal_ayar" (
	"anahtar" text PRIMARY KEY NOT NULL,
	"deger" jsonb NOT NULL,
	"guncelleme_tarihi" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "denetim_kaydi" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"zaman" timestamp with time zone DEFAULT now() NOT NULL,
	"personel_id" integer,
	"personel_adi" text NOT NULL,
	"islem" text NOT NULL,
	"hedef_turu" text,
	"hedef_id" text,
	"onceki" jsonb,
	"sonraki" jsonb,
	"ayrinti" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "personel" (
	"id" serial PRIMARY KEY NOT NULL,
	"kimlik_no" text NOT NULL,
	"adi_soyadi" text NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"totp_gizli" text,
	"totp_onay_tarihi" timestamp with time zone,
	"totp_son_adim" bigint,
	"hatali_deneme" integer DEFAULT 0 NOT NULL,
	"kilit_bitis" timestamp with time zone,
	"olusturma_tarihi" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "personel_kimlik_no_unique" UNIQUE("kimlik_no")
);
--> statement-breakpoint
CREATE TABLE "personel_kurtarma_kodu" (
	"id" serial PRIMARY KEY NOT NULL,
	"personel_id" integer NOT NULL,
	"kod_ozeti" text NOT NULL,
	"kullanim_tarihi" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "personel_oturum" (
	"id" uuid PRIMARY KEY NOT NULL,
	"personel_id" integer NOT NULL,
	"baslangic" timestamp with time zone NOT NULL,
	"son_etkinlik" timestamp with time zone NOT NULL,
	"bitis" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "personel_rol" (
	"personel_id" integer NOT NULL,
	"rol" text NOT NULL,
	CONSTRAINT "personel_rol_personel_id_rol_pk" PRIMARY KEY("personel_id","rol"),
	CONSTRAINT "personel_rol_gecerli" CHECK ("personel_rol"."rol" in ('yonetici', 'ihale', 'mali', 'destek'))
);
--> statement-breakpoint
CREATE TABLE "dosya_icerik" (
	"anahtar" text PRIMARY KEY NOT NULL,
	"mime" text NOT NULL,
	"boyut" integer NOT NULL,
	"genislik" integer,
	"yukseklik" integer,
	"icerik" "bytea" NOT NULL,
	"olusturma_tarihi" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ihale" ADD COLUMN "otomatik_sonuclandirma" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ihale" ADD COLUMN "yayindan_kaldirma_nedeni" text;--> statement-breakpoint
ALTER TABLE "ihale" ADD COLUMN "iptal_nedeni" text;--> statement-breakpoint
ALTER TABLE "ihale" ADD COLUMN "sonuc_nedeni" text;--> statement-breakpoint
ALTER TABLE "ihale" ADD COLUMN "sonuc_karar_personel_id" integer;--> statement-breakpoint
ALTER TABLE "ihale" ADD COLUMN "sonuc_karar_tarihi" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ihale" ADD COLUMN "olusturan_personel_id" integer;--> statement-breakpoint
ALTER TABLE "denetim_kaydi" ADD CONSTRAINT "denetim_kaydi_personel_id_personel_id_fk" FOREIGN KEY ("personel_id") REFERENCES "public"."personel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personel_kurtarma_kodu" ADD CONSTRAINT "personel_kurtarma_kodu_personel_id_personel_id_fk" FOREIGN KEY ("personel_id") REFERENCES "public"."personel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personel_oturum" ADD CONSTRAINT "personel_oturum_personel_id_personel_id_fk" FOREIGN KEY ("personel_id") REFERENCES "public"."personel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personel_rol" ADD CONSTRAINT "personel_rol_personel_id_personel_id_fk" FOREIGN KEY ("personel_id") REFERENCES "public"."personel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "denetim_kaydi_zaman_idx" ON "denetim_kaydi" USING btree ("zaman");--> statement-breakpoint
CREATE INDEX "denetim_kaydi_personel_idx" ON "denetim_kaydi" USING btree ("personel_id","zaman");--> statement-breakpoint
CREATE INDEX "denetim_kaydi_hedef_idx" ON "denetim_kaydi" USING btree ("hedef_turu","hedef_id");--> statement-breakpoint
CREATE INDEX "personel_kurtarma_kodu_personel_idx" ON "personel_kurtarma_kodu" USING btree ("personel_id");--> statement-breakpoint
CREATE INDEX "personel_oturum_personel_idx" ON "personel_oturum" USING btree ("personel_id");--> statement-breakpoint
-- Tenders that exist before the back-office keep today's automatic settling.
UPDATE "ihale" SET "otomatik_sonuclandirma" = true;--> statement-breakpoint
-- The audit trail is append-only for every role the application connects as (docs/architecture.md §9).
CREATE FUNCTION denetim_kaydi_degismez() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'denetim_kaydi is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER denetim_kaydi_guncelleme_yok BEFORE UPDATE OR DELETE ON "denetim_kaydi"
  FOR EACH ROW EXECUTE FUNCTION denetim_kaydi_degismez();--> statement-breakpoint
CREATE TRIGGER denetim_kaydi_bosaltma_yok BEFORE TRUNCATE ON "denetim_kaydi"
  FOR EACH STATEMENT EXECUTE FUNCTION denetim_kaydi_degismez();
