CREATE TABLE "bildirim" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"olay_id" bigint NOT NULL,
	"cari_id" integer NOT NULL,
	"tur" text NOT NULL,
	"ihale_id" integer,
	"baslik" text NOT NULL,
	"metin" text NOT NULL,
	"baglanti" text,
	"olusturma_tarihi" timestamp with time zone DEFAULT now() NOT NULL,
	"okunma_tarihi" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bildirim_olayi" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tur" text NOT NULL,
	"cari_id" integer,
	"ihale_id" integer,
	"veri" jsonb NOT NULL,
	"tekil_anahtar" text NOT NULL,
	"olusturma_tarihi" timestamp with time zone DEFAULT now() NOT NULL,
	"islenme_tarihi" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bildirim_teslimat" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bildirim_id" bigint NOT NULL,
	"gercek_kisilik_id" integer NOT NULL,
	"kanal" text NOT NULL,
	"alici" text NOT NULL,
	"durum" text DEFAULT 'bekliyor' NOT NULL,
	"deneme" integer DEFAULT 0 NOT NULL,
	"son_hata" text,
	"olusturma_tarihi" timestamp with time zone DEFAULT now() NOT NULL,
	"gonderim_tarihi" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "push_aboneligi" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"gercek_kisilik_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"olusturma_tarihi" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bildirim" ADD CONSTRAINT "bildirim_olay_id_bildirim_olayi_id_fk" FOREIGN KEY ("olay_id") REFERENCES "public"."bildirim_olayi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bildirim" ADD CONSTRAINT "bildirim_cari_id_cari_id_fk" FOREIGN KEY ("cari_id") REFERENCES "public"."cari"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bildirim_olayi" ADD CONSTRAINT "bildirim_olayi_cari_id_cari_id_fk" FOREIGN KEY ("cari_id") REFERENCES "public"."cari"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bildirim_teslimat" ADD CONSTRAINT "bildirim_teslimat_bildirim_id_bildirim_id_fk" FOREIGN KEY ("bildirim_id") REFERENCES "public"."bildirim"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bildirim_teslimat" ADD CONSTRAINT "bildirim_teslimat_gercek_kisilik_id_gercek_kisilik_id_fk" FOREIGN KEY ("gercek_kisilik_id") REFERENCES "public"."gercek_kisilik"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_aboneligi" ADD CONSTRAINT "push_aboneligi_gercek_kisilik_id_gercek_kisilik_id_fk" FOREIGN KEY ("gercek_kisilik_id") REFERENCES "public"."gercek_kisilik"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bildirim_olay_cari_uq" ON "bildirim" USING btree ("olay_id","cari_id");--> statement-breakpoint
CREATE INDEX "bildirim_cari_idx" ON "bildirim" USING btree ("cari_id","id");--> statement-breakpoint
CREATE INDEX "bildirim_cari_tur_ihale_idx" ON "bildirim" USING btree ("cari_id","tur","ihale_id","olusturma_tarihi");--> statement-breakpoint
CREATE UNIQUE INDEX "bildirim_olayi_tekil_uq" ON "bildirim_olayi" USING btree ("tekil_anahtar");--> statement-breakpoint
CREATE INDEX "bildirim_olayi_bekleyen_idx" ON "bildirim_olayi" USING btree ("id") WHERE islenme_tarihi is null;--> statement-breakpoint
CREATE UNIQUE INDEX "bildirim_teslimat_uq" ON "bildirim_teslimat" USING btree ("bildirim_id","gercek_kisilik_id","kanal","alici");--> statement-breakpoint
CREATE INDEX "bildirim_teslimat_bekleyen_idx" ON "bildirim_teslimat" USING btree ("id") WHERE durum = 'bekliyor';--> statement-breakpoint
CREATE UNIQUE INDEX "push_aboneligi_endpoint_uq" ON "push_aboneligi" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_aboneligi_kisi_idx" ON "push_aboneligi" USING btree ("gercek_kisilik_id");