-- Every posting names its act (docs/architecture.md §10, "The ledger"). Rows written before keys
-- were required (joins' blocks, releases, uses, refund requests) get one naming their row, the only
-- time the append-only trigger is lifted, inside this migration's transaction.
ALTER TABLE "teminat_hareket" DISABLE TRIGGER teminat_hareket_degismez;--> statement-breakpoint
UPDATE "teminat_hareket" SET "idempotency_key" = 'onceki:' || "id" WHERE "idempotency_key" IS NULL;--> statement-breakpoint
ALTER TABLE "teminat_hareket" ENABLE TRIGGER teminat_hareket_degismez;--> statement-breakpoint
ALTER TABLE "teminat_hareket" ALTER COLUMN "idempotency_key" SET NOT NULL;
