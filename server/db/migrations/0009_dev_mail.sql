CREATE TABLE "gelistirici_posta" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kanal" text NOT NULL,
	"alici" text NOT NULL,
	"konu" text,
	"metin" text NOT NULL,
	"html" text,
	"mesaj_kimligi" text,
	"tarih" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "gelistirici_posta_tarih_idx" ON "gelistirici_posta" USING btree ("tarih","id");