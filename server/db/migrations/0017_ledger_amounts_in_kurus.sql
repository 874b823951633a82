-- Ledger amounts are stored as bigint kuruş (issue #33; docs/decisions/ledger-amounts-in-kurus.md).
-- The numeric(18,2) lira column becomes `tutar_kurus` (every existing row converted exactly: a
-- numeric(18,2) times 100 is a whole number, so round() changes nothing and the largest one fits a
-- bigint), and `tutar` comes back as the same amount in lira, computed by the database and refused
-- to writers, for the readers of lira sums. ALTER … TYPE and a stored generated column rewrite the
-- table without firing row triggers: the append-only triggers stay on throughout.
ALTER TABLE "teminat_hareket" DROP CONSTRAINT "teminat_hareket_tutar_pozitif";--> statement-breakpoint
ALTER TABLE "teminat_hareket" RENAME COLUMN "tutar" TO "tutar_kurus";--> statement-breakpoint
ALTER TABLE "teminat_hareket" ALTER COLUMN "tutar_kurus" SET DATA TYPE bigint USING round("tutar_kurus" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "teminat_hareket" ADD COLUMN "tutar" numeric(18, 2) GENERATED ALWAYS AS (tutar_kurus / 100.0) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "teminat_hareket" ADD CONSTRAINT "teminat_hareket_tutar_pozitif" CHECK ("teminat_hareket"."tutar_kurus" > 0);--> statement-breakpoint
ALTER TABLE "ihale_tahsilat" DROP CONSTRAINT "ihale_tahsilat_tutar_pozitif";--> statement-breakpoint
ALTER TABLE "ihale_tahsilat" RENAME COLUMN "tutar" TO "tutar_kurus";--> statement-breakpoint
ALTER TABLE "ihale_tahsilat" ALTER COLUMN "tutar_kurus" SET DATA TYPE bigint USING round("tutar_kurus" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "ihale_tahsilat" ADD COLUMN "tutar" numeric(18, 2) GENERATED ALWAYS AS (tutar_kurus / 100.0) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "ihale_tahsilat" ADD CONSTRAINT "ihale_tahsilat_tutar_pozitif" CHECK ("ihale_tahsilat"."tutar_kurus" > 0);
