CREATE TABLE "pagos" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"preference_id" text NOT NULL,
	"referencia_tipo" text NOT NULL,
	"referencia_id" integer NOT NULL,
	"importe" integer NOT NULL,
	"public_key" text NOT NULL,
	"checkout_url" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"vigente" boolean DEFAULT true NOT NULL,
	"payment_id" text,
	"raw" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "pagos_importe_check" CHECK ("pagos"."importe" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"payment_id" text NOT NULL,
	"status" text NOT NULL,
	"pago_id" integer,
	"external_reference" text,
	"importe" integer,
	"resultado" text DEFAULT '' NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulado_checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"titulo" text NOT NULL,
	"external_reference" text NOT NULL,
	"importe" integer NOT NULL,
	"back_urls" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulado_pagos" (
	"id" serial PRIMARY KEY NOT NULL,
	"checkout_id" text NOT NULL,
	"status" text NOT NULL,
	"external_reference" text NOT NULL,
	"importe" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zonas_envio" (
	"id" serial PRIMARY KEY NOT NULL,
	"comercio_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"poligono" jsonb NOT NULL,
	"precio" integer NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "zonas_envio_precio_check" CHECK ("zonas_envio"."precio" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_pago_id_pagos_id_fk" FOREIGN KEY ("pago_id") REFERENCES "public"."pagos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulado_pagos" ADD CONSTRAINT "simulado_pagos_checkout_id_simulado_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."simulado_checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zonas_envio" ADD CONSTRAINT "zonas_envio_comercio_id_comercios_id_fk" FOREIGN KEY ("comercio_id") REFERENCES "public"."comercios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pagos_preference_idx" ON "pagos" USING btree ("provider","preference_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pagos_vigente_idx" ON "pagos" USING btree ("referencia_tipo","referencia_id","provider") WHERE "pagos"."vigente";--> statement-breakpoint
CREATE INDEX "pagos_referencia_idx" ON "pagos" USING btree ("referencia_tipo","referencia_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_unique_idx" ON "payment_events" USING btree ("provider","payment_id","status");--> statement-breakpoint
CREATE INDEX "payment_events_pago_idx" ON "payment_events" USING btree ("pago_id");--> statement-breakpoint
CREATE INDEX "simulado_pagos_checkout_idx" ON "simulado_pagos" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "zonas_envio_comercio_idx" ON "zonas_envio" USING btree ("comercio_id","orden");