CREATE TABLE "ocds_surum" (
	"id" serial PRIMARY KEY NOT NULL,
	"ihale_id" integer NOT NULL,
	"sira" integer NOT NULL,
	"release_id" text NOT NULL,
	"ocid" text NOT NULL,
	"tarih" timestamp with time zone NOT NULL,
	"icerik" json NOT NULL,
	"ozet" text NOT NULL,
	"olusturma_tarihi" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ocds_surum_release_id_unique" UNIQUE("release_id"),
	CONSTRAINT "ocds_surum_ihale_sira_uq" UNIQUE("ihale_id","sira"),
	CONSTRAINT "ocds_surum_sira_check" CHECK ("ocds_surum"."sira" >= 1)
);
--> statement-breakpoint
ALTER TABLE "ocds_surum" ADD CONSTRAINT "ocds_surum_ihale_id_ihale_id_fk" FOREIGN KEY ("ihale_id") REFERENCES "public"."ihale"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A published OCDS release is immutable (docs/architecture.md §13, docs/decisions/ocds-immutable-releases.md):
-- the same refusing function as the money records (0006_money) and the bid record (0007).
CREATE TRIGGER ocds_surum_degismez BEFORE UPDATE OR DELETE ON "ocds_surum"
  FOR EACH ROW EXECUTE FUNCTION para_kaydi_degismez();
