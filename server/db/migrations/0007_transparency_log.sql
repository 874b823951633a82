CREATE TABLE "seffaflik_checkpoint" (
	"ihale_id" integer NOT NULL,
	"boyut" bigint NOT NULL,
	"kok" "bytea" NOT NULL,
	"frontier" "bytea" NOT NULL,
	"imzali_not" text NOT NULL,
	"olusturma_tarihi" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seffaflik_checkpoint_ihale_id_boyut_pk" PRIMARY KEY("ihale_id","boyut"),
	CONSTRAINT "seffaflik_checkpoint_boyut_check" CHECK ("seffaflik_checkpoint"."boyut" > 0)
);
--> statement-breakpoint
CREATE TABLE "seffaflik_kaydi" (
	"ihale_id" integer NOT NULL,
	"sira" integer NOT NULL,
	"satir" text NOT NULL,
	"olusturma_tarihi" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seffaflik_kaydi_ihale_id_sira_pk" PRIMARY KEY("ihale_id","sira"),
	CONSTRAINT "seffaflik_kaydi_sira_check" CHECK ("seffaflik_kaydi"."sira" >= 0)
);
--> statement-breakpoint
ALTER TABLE "seffaflik_checkpoint" ADD CONSTRAINT "seffaflik_checkpoint_ihale_id_ihale_id_fk" FOREIGN KEY ("ihale_id") REFERENCES "public"."ihale"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seffaflik_kaydi" ADD CONSTRAINT "seffaflik_kaydi_ihale_id_ihale_id_fk" FOREIGN KEY ("ihale_id") REFERENCES "public"."ihale"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The verifiable bid record is append-only for every role the application connects as
-- (docs/architecture.md §12): the same refusing function as the money records (0006_money).
CREATE TRIGGER seffaflik_kaydi_degismez BEFORE UPDATE OR DELETE ON "seffaflik_kaydi"
  FOR EACH ROW EXECUTE FUNCTION para_kaydi_degismez();--> statement-breakpoint
CREATE TRIGGER seffaflik_checkpoint_degismez BEFORE UPDATE OR DELETE ON "seffaflik_checkpoint"
  FOR EACH ROW EXECUTE FUNCTION para_kaydi_degismez();
