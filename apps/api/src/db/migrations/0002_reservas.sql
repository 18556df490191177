CREATE TABLE "reserva_dias_cerrados" (
	"comercio_id" integer NOT NULL,
	"fecha" text NOT NULL,
	"motivo" text DEFAULT '' NOT NULL,
	CONSTRAINT "reserva_dias_cerrados_comercio_id_fecha_pk" PRIMARY KEY("comercio_id","fecha")
);
--> statement-breakpoint
CREATE TABLE "reserva_sectores" (
	"id" serial PRIMARY KEY NOT NULL,
	"comercio_id" integer NOT NULL,
	"descripcion" text NOT NULL,
	"capacidad" integer NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "reserva_sectores_capacidad_check" CHECK ("reserva_sectores"."capacidad" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reserva_servicios" (
	"id" serial PRIMARY KEY NOT NULL,
	"comercio_id" integer NOT NULL,
	"nombre" text DEFAULT '' NOT NULL,
	"franjas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"intervalo_minutos" integer DEFAULT 30 NOT NULL,
	"duracion_prom_hasta_2p" integer DEFAULT 90 NOT NULL,
	"duracion_prom_2a5p" integer DEFAULT 120 NOT NULL,
	"duracion_prom_mas_5p" integer DEFAULT 150 NOT NULL,
	"anticipacion_minima_minutos" integer DEFAULT 60 NOT NULL,
	"minutos_de_tolerancia" integer DEFAULT 15 NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "reserva_servicios_intervalo_check" CHECK ("reserva_servicios"."intervalo_minutos" >= 5)
);
--> statement-breakpoint
CREATE TABLE "reservas" (
	"id" serial PRIMARY KEY NOT NULL,
	"comercio_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"sector_id" integer NOT NULL,
	"servicio_id" integer,
	"fecha_hora" timestamp with time zone NOT NULL,
	"fin" timestamp with time zone NOT NULL,
	"cantidad" integer NOT NULL,
	"observacion" text DEFAULT '' NOT NULL,
	"rango" integer NOT NULL,
	"selecciono_horario" boolean DEFAULT true NOT NULL,
	"minutos_de_tolerancia" integer DEFAULT 0 NOT NULL,
	"nombre" text DEFAULT '' NOT NULL,
	"tel" text DEFAULT '' NOT NULL,
	"evento_id" integer,
	"estado" integer DEFAULT 0 NOT NULL,
	"importe" integer DEFAULT 0 NOT NULL,
	"fecha_hora_alta" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservas_cantidad_check" CHECK ("reservas"."cantidad" between 1 and 99),
	CONSTRAINT "reservas_estado_check" CHECK ("reservas"."estado" in (0, 1, 3, 4, 5, 6)),
	CONSTRAINT "reservas_fin_check" CHECK ("reservas"."fin" > "reservas"."fecha_hora")
);
--> statement-breakpoint
ALTER TABLE "reserva_dias_cerrados" ADD CONSTRAINT "reserva_dias_cerrados_comercio_id_comercios_id_fk" FOREIGN KEY ("comercio_id") REFERENCES "public"."comercios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserva_sectores" ADD CONSTRAINT "reserva_sectores_comercio_id_comercios_id_fk" FOREIGN KEY ("comercio_id") REFERENCES "public"."comercios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserva_servicios" ADD CONSTRAINT "reserva_servicios_comercio_id_comercios_id_fk" FOREIGN KEY ("comercio_id") REFERENCES "public"."comercios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservas" ADD CONSTRAINT "reservas_comercio_id_comercios_id_fk" FOREIGN KEY ("comercio_id") REFERENCES "public"."comercios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservas" ADD CONSTRAINT "reservas_usuario_id_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservas" ADD CONSTRAINT "reservas_sector_id_reserva_sectores_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."reserva_sectores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservas" ADD CONSTRAINT "reservas_servicio_id_reserva_servicios_id_fk" FOREIGN KEY ("servicio_id") REFERENCES "public"."reserva_servicios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reserva_sectores_comercio_idx" ON "reserva_sectores" USING btree ("comercio_id");--> statement-breakpoint
CREATE INDEX "reserva_servicios_comercio_idx" ON "reserva_servicios" USING btree ("comercio_id");--> statement-breakpoint
CREATE INDEX "reservas_ocupan_idx" ON "reservas" USING btree ("comercio_id","fecha_hora") WHERE "reservas"."estado" < 2;--> statement-breakpoint
CREATE INDEX "reservas_comercio_fecha_idx" ON "reservas" USING btree ("comercio_id","fecha_hora");--> statement-breakpoint
CREATE INDEX "reservas_usuario_idx" ON "reservas" USING btree ("usuario_id","fecha_hora");