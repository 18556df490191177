CREATE TABLE "reintegros" (
	"id" serial PRIMARY KEY NOT NULL,
	"pago_id" integer,
	"provider" text NOT NULL,
	"cuenta_comercio_id" integer,
	"payment_id" text NOT NULL,
	"referencia_tipo" text NOT NULL,
	"referencia_id" integer NOT NULL,
	"comercio_id" integer,
	"importe" integer NOT NULL,
	"motivo" text NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"error" text,
	"proximo_intento" timestamp with time zone NOT NULL,
	"tomado_hasta" timestamp with time zone,
	"refund_id" text,
	"raw" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"hecho_at" timestamp with time zone,
	CONSTRAINT "reintegros_importe_check" CHECK ("reintegros"."importe" > 0),
	CONSTRAINT "reintegros_estado_check" CHECK ("reintegros"."estado" in ('pendiente', 'hecho', 'fallido'))
);
--> statement-breakpoint
CREATE TABLE "simulado_reintegros" (
	"id" serial PRIMARY KEY NOT NULL,
	"pago_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"importe" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "simulado_reintegros_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "comercios" ADD COLUMN "minutos_espera_pago" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "comercios" ADD COLUMN "max_lugares_impagos" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "pagos" ADD COLUMN "cuenta_comercio_id" integer;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "pago_vence_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ventas_tickets" ADD COLUMN "pago_vence_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reintegros" ADD CONSTRAINT "reintegros_pago_id_pagos_id_fk" FOREIGN KEY ("pago_id") REFERENCES "public"."pagos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reintegros" ADD CONSTRAINT "reintegros_comercio_id_comercios_id_fk" FOREIGN KEY ("comercio_id") REFERENCES "public"."comercios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulado_reintegros" ADD CONSTRAINT "simulado_reintegros_pago_id_simulado_pagos_id_fk" FOREIGN KEY ("pago_id") REFERENCES "public"."simulado_pagos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reintegros_payment_idx" ON "reintegros" USING btree ("provider","payment_id");--> statement-breakpoint
CREATE INDEX "reintegros_referencia_idx" ON "reintegros" USING btree ("referencia_tipo","referencia_id");--> statement-breakpoint
CREATE INDEX "reintegros_pendientes_idx" ON "reintegros" USING btree ("proximo_intento") WHERE "reintegros"."estado" <> 'hecho';--> statement-breakpoint
CREATE INDEX "pedidos_pago_vence_idx" ON "pedidos" USING btree ("pago_vence_at") WHERE "pedidos"."estado_id" = 5;--> statement-breakpoint
CREATE INDEX "pedidos_pagados_cancelados_idx" ON "pedidos" USING btree ("id") WHERE "pedidos"."payment_ref" is not null and "pedidos"."estado_id" in (3, 4);--> statement-breakpoint
CREATE INDEX "ventas_tickets_pago_vence_idx" ON "ventas_tickets" USING btree ("pago_vence_at") WHERE "ventas_tickets"."estado" = 5;--> statement-breakpoint
CREATE INDEX "ventas_tickets_pagadas_canceladas_idx" ON "ventas_tickets" USING btree ("id") WHERE "ventas_tickets"."payment_ref" is not null and "ventas_tickets"."estado" in (3, 4);--> statement-breakpoint
ALTER TABLE "comercios" ADD CONSTRAINT "comercios_espera_pago_check" CHECK ("comercios"."minutos_espera_pago" between 5 and 120);--> statement-breakpoint
ALTER TABLE "comercios" ADD CONSTRAINT "comercios_lugares_impagos_check" CHECK ("comercios"."max_lugares_impagos" between 1 and 100);--> statement-breakpoint
UPDATE "pedidos" SET "pago_vence_at" = "fecha_hora" + interval '15 minutes' WHERE "estado_id" = 5;--> statement-breakpoint
UPDATE "ventas_tickets" SET "pago_vence_at" = "fecha_hora_alta" + interval '15 minutes' WHERE "estado" = 5;
