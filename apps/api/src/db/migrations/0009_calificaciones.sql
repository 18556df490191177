CREATE TABLE "calificaciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"pedido_id" integer NOT NULL,
	"comercio_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"puntaje_calidad" integer NOT NULL,
	"puntaje_envio" integer,
	"comentario" text,
	"comentario_oculto" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "calificaciones_calidad_check" CHECK ("calificaciones"."puntaje_calidad" between 1 and 5),
	CONSTRAINT "calificaciones_envio_check" CHECK ("calificaciones"."puntaje_envio" is null or "calificaciones"."puntaje_envio" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "calificaciones" ADD CONSTRAINT "calificaciones_pedido_id_pedidos_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calificaciones" ADD CONSTRAINT "calificaciones_comercio_id_comercios_id_fk" FOREIGN KEY ("comercio_id") REFERENCES "public"."comercios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calificaciones" ADD CONSTRAINT "calificaciones_usuario_id_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calificaciones_pedido_uq" ON "calificaciones" USING btree ("pedido_id");--> statement-breakpoint
CREATE INDEX "calificaciones_comercio_idx" ON "calificaciones" USING btree ("comercio_id","id");