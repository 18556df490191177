CREATE TABLE "concurso_participaciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"concurso_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"premio_id" integer,
	"orden_ganador" integer,
	"created_at" timestamp with time zone NOT NULL,
	"notificado_at" timestamp with time zone,
	"notificacion_intentos" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "concurso_premios" (
	"id" serial PRIMARY KEY NOT NULL,
	"concurso_id" integer NOT NULL,
	"descripcion" text NOT NULL,
	"cantidad" integer NOT NULL,
	"restantes" integer NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "concurso_premios_restantes_check" CHECK ("concurso_premios"."restantes" >= 0 and "concurso_premios"."restantes" <= "concurso_premios"."cantidad")
);
--> statement-breakpoint
CREATE TABLE "concursos" (
	"id" serial PRIMARY KEY NOT NULL,
	"comercio_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"url_foto" text,
	"condiciones" text DEFAULT '' NOT NULL,
	"instantaneo" boolean DEFAULT false NOT NULL,
	"probabilidad_ganar" double precision DEFAULT 0 NOT NULL,
	"notifica_por_mail" boolean DEFAULT false NOT NULL,
	"publicado" boolean DEFAULT false NOT NULL,
	"fecha_hora_hasta" timestamp with time zone NOT NULL,
	"fecha_hora_sorteo_estimado" timestamp with time zone NOT NULL,
	"pasos_siguientes" text DEFAULT '' NOT NULL,
	"seed" text,
	"seed_hash" text,
	"sorteado_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "concursos_probabilidad_check" CHECK ("concursos"."probabilidad_ganar" >= 0 and "concursos"."probabilidad_ganar" <= 1)
);
--> statement-breakpoint
ALTER TABLE "concurso_participaciones" ADD CONSTRAINT "concurso_participaciones_concurso_id_concursos_id_fk" FOREIGN KEY ("concurso_id") REFERENCES "public"."concursos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concurso_participaciones" ADD CONSTRAINT "concurso_participaciones_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concurso_participaciones" ADD CONSTRAINT "concurso_participaciones_premio_id_concurso_premios_id_fk" FOREIGN KEY ("premio_id") REFERENCES "public"."concurso_premios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concurso_premios" ADD CONSTRAINT "concurso_premios_concurso_id_concursos_id_fk" FOREIGN KEY ("concurso_id") REFERENCES "public"."concursos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concursos" ADD CONSTRAINT "concursos_comercio_id_comercios_id_fk" FOREIGN KEY ("comercio_id") REFERENCES "public"."comercios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "concurso_participaciones_unica_idx" ON "concurso_participaciones" USING btree ("concurso_id","user_id");--> statement-breakpoint
CREATE INDEX "concurso_participaciones_user_idx" ON "concurso_participaciones" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "concurso_participaciones_a_notificar_idx" ON "concurso_participaciones" USING btree ("id") WHERE "concurso_participaciones"."premio_id" is not null and "concurso_participaciones"."notificado_at" is null;--> statement-breakpoint
CREATE INDEX "concurso_premios_concurso_idx" ON "concurso_premios" USING btree ("concurso_id");--> statement-breakpoint
CREATE INDEX "concursos_comercio_idx" ON "concursos" USING btree ("comercio_id");--> statement-breakpoint
CREATE INDEX "concursos_pendientes_idx" ON "concursos" USING btree ("fecha_hora_sorteo_estimado") WHERE "concursos"."sorteado_at" is null and not "concursos"."instantaneo";