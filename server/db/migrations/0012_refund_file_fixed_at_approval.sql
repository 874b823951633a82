ALTER TABLE "teminat_iade_talebi" ADD COLUMN "alici_adi" text;--> statement-breakpoint
ALTER TABLE "odeme_talimati" ADD COLUMN "mesaj_kimligi" text;--> statement-breakpoint
ALTER TABLE "odeme_talimati" ADD COLUMN "dosya_olusturma_tarihi" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "odeme_talimati" ADD COLUMN "borclu_iban" text;--> statement-breakpoint
ALTER TABLE "odeme_talimati" ADD COLUMN "borclu_hesap_adi" text;--> statement-breakpoint
-- Hand-written (must run before the CHECKs below): orders approved before this migration keep the
-- MsgId their files always carried (IADE-<id>), created at approval, paid from the account set now;
-- each paid request keeps its account's name as it is now.
UPDATE "odeme_talimati" o SET
  "mesaj_kimligi" = 'IADE-' || o."id",
  "dosya_olusturma_tarihi" = coalesce(o."onay_tarihi", o."hazirlama_tarihi"),
  "borclu_iban" = a."deger" -> (CASE o."para_birimi_id" WHEN 2 THEN 'USD' WHEN 3 THEN 'EUR' ELSE 'TL' END) ->> 'iban',
  "borclu_hesap_adi" = a."deger" -> (CASE o."para_birimi_id" WHEN 2 THEN 'USD' WHEN 3 THEN 'EUR' ELSE 'TL' END) ->> 'hesapAdi'
FROM (SELECT NULL) AS one LEFT JOIN "portal_ayar" a ON a."anahtar" = 'banka_hesabi'
WHERE o."durum" = 'onaylandi';--> statement-breakpoint
UPDATE "teminat_iade_talebi" t SET "alici_adi" = c."unvan"
FROM "cari" c
WHERE c."id" = t."cari_id" AND t."durum" = 'tamamlandi' AND t."odeme_talimati_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "odeme_talimati" ADD CONSTRAINT "odeme_talimati_mesaj_kimligi_unique" UNIQUE("mesaj_kimligi");--> statement-breakpoint
ALTER TABLE "odeme_talimati" ADD CONSTRAINT "odeme_talimati_mesaj_kimligi_uzunluk" CHECK (char_length("odeme_talimati"."mesaj_kimligi") between 1 and 35);--> statement-breakpoint
ALTER TABLE "odeme_talimati" ADD CONSTRAINT "odeme_talimati_onayli_dosya" CHECK ("odeme_talimati"."durum" <> 'onaylandi' or ("odeme_talimati"."mesaj_kimligi" is not null and "odeme_talimati"."dosya_olusturma_tarihi" is not null));