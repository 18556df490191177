CREATE TABLE "avisos_comercio" (
	"comercio_id" integer PRIMARY KEY NOT NULL,
	"pedido_aceptado" boolean NOT NULL,
	"pedido_listo" boolean NOT NULL,
	"pedido_rechazado" boolean NOT NULL,
	"reserva_confirmada" boolean NOT NULL,
	"reserva_recordatorio" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notificaciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"comercio_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"sujeto_id" integer NOT NULL,
	"telefono" text NOT NULL,
	"texto" text NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"enviar_desde" timestamp with time zone NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"reclamada_at" timestamp with time zone,
	"enviada_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notificaciones_estado_check" CHECK ("notificaciones"."estado" in ('pendiente', 'enviando', 'enviada', 'fallida', 'descartada', 'incierta')),
	CONSTRAINT "notificaciones_tipo_check" CHECK ("notificaciones"."tipo" in ('pedido_aceptado', 'pedido_listo', 'pedido_rechazado', 'reserva_confirmada', 'reserva_recordatorio'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "avisos_whatsapp" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "ref" text;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "avisar_whatsapp" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "avisos_comercio" ADD CONSTRAINT "avisos_comercio_comercio_id_comercios_id_fk" FOREIGN KEY ("comercio_id") REFERENCES "public"."comercios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificaciones" ADD CONSTRAINT "notificaciones_comercio_id_comercios_id_fk" FOREIGN KEY ("comercio_id") REFERENCES "public"."comercios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notificaciones_evento_idx" ON "notificaciones" USING btree ("tipo","sujeto_id");--> statement-breakpoint
CREATE INDEX "notificaciones_pendientes_idx" ON "notificaciones" USING btree ("enviar_desde") WHERE "notificaciones"."estado" = 'pendiente';--> statement-breakpoint
CREATE INDEX "notificaciones_enviando_idx" ON "notificaciones" USING btree ("reclamada_at") WHERE "notificaciones"."estado" = 'enviando';--> statement-breakpoint
CREATE INDEX "outbox_ref_idx" ON "outbox_messages" USING btree ("ref");