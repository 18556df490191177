CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"user_name" text DEFAULT '' NOT NULL,
	"comercio_id" integer,
	"site_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comercio_mp_credenciales" (
	"comercio_id" integer PRIMARY KEY NOT NULL,
	"access_token" text NOT NULL,
	"public_key" text NOT NULL,
	"webhook_secret" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cursos_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"comercio_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"url" text,
	"embed_url" text,
	"archivo" text,
	"archivo_tipo" text,
	"archivo_bytes" integer,
	"orden" integer DEFAULT 0 NOT NULL,
	"publicado" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evento_fechas" (
	"id" serial PRIMARY KEY NOT NULL,
	"evento_id" integer NOT NULL,
	"fecha_hora" timestamp with time zone NOT NULL,
	"capacidad" integer,
	"vendidos" integer DEFAULT 0 NOT NULL,
	"anulada" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evento_fechas_vendidos_check" CHECK ("evento_fechas"."vendidos" >= 0),
	CONSTRAINT "evento_fechas_capacidad_check" CHECK ("evento_fechas"."capacidad" is null or ("evento_fechas"."capacidad" >= 0 and "evento_fechas"."vendidos" <= "evento_fechas"."capacidad"))
);
--> statement-breakpoint
CREATE TABLE "evento_variantes" (
	"id" serial PRIMARY KEY NOT NULL,
	"evento_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"importe" integer DEFAULT 0 NOT NULL,
	"solo_online" boolean DEFAULT false NOT NULL,
	"hora_hasta" text,
	"anulado" boolean DEFAULT false NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "evento_variantes_importe_check" CHECK ("evento_variantes"."importe" >= 0),
	CONSTRAINT "evento_variantes_hora_hasta_check" CHECK ("evento_variantes"."hora_hasta" is null or "evento_variantes"."hora_hasta" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "eventos" (
	"id" serial PRIMARY KEY NOT NULL,
	"comercio_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"url_foto" text,
	"tp_evento" integer DEFAULT 2 NOT NULL,
	"importe" integer DEFAULT 0 NOT NULL,
	"publicado" boolean DEFAULT true NOT NULL,
	"anulado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "eventos_tp_evento_check" CHECK ("eventos"."tp_evento" >= 0),
	CONSTRAINT "eventos_importe_check" CHECK ("eventos"."importe" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"venta_id" integer NOT NULL,
	"numero" integer NOT NULL,
	"titular" text NOT NULL,
	"telefono" text NOT NULL,
	"cantidad" integer NOT NULL,
	"codigo" text NOT NULL,
	"usado_en" timestamp with time zone,
	"usado_por" integer,
	CONSTRAINT "tickets_cantidad_check" CHECK ("tickets"."cantidad" >= 1)
);
--> statement-breakpoint
CREATE TABLE "ventas_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"comercio_id" integer NOT NULL,
	"evento_id" integer NOT NULL,
	"evento_fecha_id" integer NOT NULL,
	"evento_variante_id" integer,
	"variante_titulo" text,
	"usuario_id" integer NOT NULL,
	"cantidad" integer NOT NULL,
	"forma_pago_id" integer NOT NULL,
	"precio_unitario" integer NOT NULL,
	"importe_total" integer NOT NULL,
	"estado" integer DEFAULT 0 NOT NULL,
	"nombre" text DEFAULT '' NOT NULL,
	"telefono" text DEFAULT '' NOT NULL,
	"fecha_hora_alta" timestamp with time zone NOT NULL,
	"payment_ref" text,
	"pagado_at" timestamp with time zone,
	"motivo_cancelacion" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ventas_tickets_estado_check" CHECK ("ventas_tickets"."estado" in (0, 1, 2, 3, 4, 5, 6)),
	CONSTRAINT "ventas_tickets_forma_pago_check" CHECK ("ventas_tickets"."forma_pago_id" in (3, 5)),
	CONSTRAINT "ventas_tickets_cantidad_check" CHECK ("ventas_tickets"."cantidad" >= 1),
	CONSTRAINT "ventas_tickets_importe_check" CHECK ("ventas_tickets"."precio_unitario" >= 0 and "ventas_tickets"."importe_total" = "ventas_tickets"."precio_unitario" * "ventas_tickets"."cantidad")
);
--> statement-breakpoint
DROP INDEX "reservas_ocupan_idx";--> statement-breakpoint
ALTER TABLE "carta_grupos" ADD COLUMN "anulado" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "comercios" ADD COLUMN "apertura_manual_hasta" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "hora_completado" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "cargado_por_comercio" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "platos" ADD COLUMN "publicado" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "producto_opcs" ADD COLUMN "anulado" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reservas" ADD COLUMN "origen" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "zonas_envio" ADD COLUMN "circulo" jsonb;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_comercio_id_comercios_id_fk" FOREIGN KEY ("comercio_id") REFERENCES "public"."comercios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comercio_mp_credenciales" ADD CONSTRAINT "comercio_mp_credenciales_comercio_id_comercios_id_fk" FOREIGN KEY ("comercio_id") REFERENCES "public"."comercios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cursos_videos" ADD CONSTRAINT "cursos_videos_comercio_id_comercios_id_fk" FOREIGN KEY ("comercio_id") REFERENCES "public"."comercios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento_fechas" ADD CONSTRAINT "evento_fechas_evento_id_eventos_id_fk" FOREIGN KEY ("evento_id") REFERENCES "public"."eventos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento_variantes" ADD CONSTRAINT "evento_variantes_evento_id_eventos_id_fk" FOREIGN KEY ("evento_id") REFERENCES "public"."eventos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eventos" ADD CONSTRAINT "eventos_comercio_id_comercios_id_fk" FOREIGN KEY ("comercio_id") REFERENCES "public"."comercios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_venta_id_ventas_tickets_id_fk" FOREIGN KEY ("venta_id") REFERENCES "public"."ventas_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_usado_por_users_id_fk" FOREIGN KEY ("usado_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_tickets" ADD CONSTRAINT "ventas_tickets_comercio_id_comercios_id_fk" FOREIGN KEY ("comercio_id") REFERENCES "public"."comercios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_tickets" ADD CONSTRAINT "ventas_tickets_evento_id_eventos_id_fk" FOREIGN KEY ("evento_id") REFERENCES "public"."eventos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_tickets" ADD CONSTRAINT "ventas_tickets_evento_fecha_id_evento_fechas_id_fk" FOREIGN KEY ("evento_fecha_id") REFERENCES "public"."evento_fechas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_tickets" ADD CONSTRAINT "ventas_tickets_evento_variante_id_evento_variantes_id_fk" FOREIGN KEY ("evento_variante_id") REFERENCES "public"."evento_variantes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_tickets" ADD CONSTRAINT "ventas_tickets_usuario_id_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_comercio_idx" ON "audit_log" USING btree ("comercio_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "cursos_videos_comercio_idx" ON "cursos_videos" USING btree ("comercio_id","orden");--> statement-breakpoint
CREATE INDEX "evento_fechas_evento_idx" ON "evento_fechas" USING btree ("evento_id","fecha_hora");--> statement-breakpoint
CREATE INDEX "evento_fechas_fecha_idx" ON "evento_fechas" USING btree ("fecha_hora");--> statement-breakpoint
CREATE INDEX "evento_variantes_evento_idx" ON "evento_variantes" USING btree ("evento_id","orden");--> statement-breakpoint
CREATE INDEX "eventos_comercio_idx" ON "eventos" USING btree ("comercio_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_codigo_idx" ON "tickets" USING btree ("codigo");--> statement-breakpoint
CREATE INDEX "tickets_venta_idx" ON "tickets" USING btree ("venta_id","numero");--> statement-breakpoint
CREATE INDEX "ventas_tickets_usuario_idx" ON "ventas_tickets" USING btree ("usuario_id","id");--> statement-breakpoint
CREATE INDEX "ventas_tickets_comercio_idx" ON "ventas_tickets" USING btree ("comercio_id","estado","id");--> statement-breakpoint
CREATE INDEX "ventas_tickets_fecha_idx" ON "ventas_tickets" USING btree ("evento_fecha_id");--> statement-breakpoint
CREATE INDEX "reservas_ocupan_idx" ON "reservas" USING btree ("comercio_id","fecha_hora") WHERE "reservas"."estado" in (0, 1, 5);