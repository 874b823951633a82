-- The deliveries are the notification queue (docs/decisions/notification-deliveries-are-the-queue.md):
-- a worker claims due rows with FOR UPDATE SKIP LOCKED and a lease, instead of a pg-boss job per row.
ALTER TABLE "bildirim_teslimat" ADD COLUMN "kilit_bitis" timestamp with time zone;--> statement-breakpoint
-- pg-boss kept its jobs in a schema of its own: every delivery it had not sent is still 'bekliyor'
-- here (and free to take), so its copy goes.
DROP SCHEMA IF EXISTS "pgboss" CASCADE;
