ALTER TABLE "sites" ADD COLUMN "verificar_telefonos_nuevos" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "telefono_verificado_at" timestamp with time zone;--> statement-breakpoint
-- Accounts from before this setting registered under the old rule: they count as verified (decision 018).
UPDATE "users" SET "telefono_verificado_at" = "created_at";
