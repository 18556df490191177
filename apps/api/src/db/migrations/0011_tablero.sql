ALTER TABLE "pedidos" ADD COLUMN "hora_aceptado" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "pedidos_comercio_fecha_idx" ON "pedidos" USING btree ("comercio_id","fecha_hora");--> statement-breakpoint
-- Orders accepted before this column existed: the moment their acceptance was audited (decision 035).
UPDATE "pedidos" SET "hora_aceptado" = "a"."aceptado" FROM (
  SELECT "entity_id", min("created_at") AS "aceptado" FROM "audit_log"
  WHERE "entity" = 'pedido' AND "action" = 'pedido.aceptar' AND "entity_id" ~ '^[0-9]{1,9}$'
  GROUP BY "entity_id"
) AS "a" WHERE "pedidos"."id" = "a"."entity_id"::integer AND "pedidos"."hora_aceptado" IS NULL;
