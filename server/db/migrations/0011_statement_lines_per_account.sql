ALTER TABLE "banka_ekstre_satiri" DROP CONSTRAINT "banka_ekstre_satiri_banka_referansi_unique";--> statement-breakpoint
ALTER TABLE "banka_ekstre_satiri" ALTER COLUMN "banka_referansi" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "banka_ekstre_satiri" ADD COLUMN "hesap_iban" text;--> statement-breakpoint
ALTER TABLE "banka_ekstre_satiri" ADD COLUMN "benzedigi_satir_id" integer;--> statement-breakpoint
ALTER TABLE "banka_ekstresi" ADD COLUMN "hesap_iban" text;--> statement-breakpoint
ALTER TABLE "banka_ekstre_satiri" ADD CONSTRAINT "banka_ekstre_satiri_benzedigi_fk" FOREIGN KEY ("benzedigi_satir_id") REFERENCES "public"."banka_ekstre_satiri"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "banka_ekstre_satiri_hesap_referans_uq" ON "banka_ekstre_satiri" USING btree ("hesap_iban","banka_referansi");--> statement-breakpoint
CREATE INDEX "banka_ekstre_satiri_benzer_idx" ON "banka_ekstre_satiri" USING btree ("hesap_iban","para_birimi_id","tutar","islem_tarihi");--> statement-breakpoint
ALTER TABLE "banka_ekstre_satiri" ADD CONSTRAINT "banka_ekstre_satiri_benzer_kaynak" CHECK ("banka_ekstre_satiri"."durum" <> 'benzer' or ("banka_ekstre_satiri"."benzedigi_satir_id" is not null and "banka_ekstre_satiri"."banka_referansi" is null));--> statement-breakpoint
-- Hand-written (issue #33): existing lines get their account back. Every imported line's currency
-- was checked to be its account's (one collection account per currency, portal_ayar 'banka_hesabi').
UPDATE "banka_ekstre_satiri" s SET "hesap_iban" = upper(regexp_replace(a."deger" -> (CASE s."para_birimi_id" WHEN 1 THEN 'TL' WHEN 2 THEN 'USD' WHEN 3 THEN 'EUR' END) ->> 'iban', '\s', '', 'g')) FROM "portal_ayar" a WHERE a."anahtar" = 'banka_hesabi';--> statement-breakpoint
ALTER TABLE "banka_ekstre_satiri" ALTER COLUMN "hesap_iban" SET NOT NULL;--> statement-breakpoint
-- The hashes that stood in for a missing bank reference are no bank reference: null now.
UPDATE "banka_ekstre_satiri" SET "banka_referansi" = NULL WHERE "banka_referansi" LIKE 'H:%';--> statement-breakpoint
UPDATE "banka_ekstresi" e SET "hesap_iban" = (SELECT min(s."hesap_iban") FROM "banka_ekstre_satiri" s WHERE s."ekstre_id" = e."id");
