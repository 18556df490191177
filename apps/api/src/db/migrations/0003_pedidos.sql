CREATE TABLE "anuncios" (
	"id" serial PRIMARY KEY NOT NULL,
	"comercio_id" integer NOT NULL,
	"tipo" integer DEFAULT 1 NOT NULL,
	"tipo_descripcion" text DEFAULT '' NOT NULL,
	"descripcion" text NOT NULL,
	"delivery" boolean,
	"activo" boolean DEFAULT true NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carta_grupos" (
	"id" serial PRIMARY KEY NOT NULL,
	"carta_id" integer NOT NULL,
	"descripcion" text NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cartas" (
	"id" serial PRIMARY KEY NOT NULL,
	"comercio_id" integer NOT NULL,
	"nombre" text DEFAULT 'Carta' NOT NULL,
	"modo" integer DEFAULT 0 NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	"activa" boolean DEFAULT true NOT NULL,
	CONSTRAINT "cartas_modo_check" CHECK ("cartas"."modo" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "pedido_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"pedido_id" integer NOT NULL,
	"plato_id" integer,
	"orden" integer DEFAULT 0 NOT NULL,
	"titulo" text NOT NULL,
	"cantidad" integer NOT NULL,
	"precio_unitario" integer NOT NULL,
	"opciones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"opciones_texto" text DEFAULT '' NOT NULL,
	CONSTRAINT "pedido_items_cantidad_check" CHECK ("pedido_items"."cantidad" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "pedidos" (
	"id" serial PRIMARY KEY NOT NULL,
	"comercio_id" integer NOT NULL,
	"carta_id" integer,
	"usuario_id" integer NOT NULL,
	"estado_id" integer DEFAULT 0 NOT NULL,
	"forma_pago_id" integer DEFAULT 0 NOT NULL,
	"delivery" boolean DEFAULT false NOT NULL,
	"domicilio" text,
	"lat" double precision,
	"lng" double precision,
	"en_local" boolean DEFAULT false NOT NULL,
	"mesa" integer,
	"paga_con" integer,
	"observacion" text,
	"subtotal" integer NOT NULL,
	"costo_envio" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"demora" integer DEFAULT 0 NOT NULL,
	"nombre" text DEFAULT '' NOT NULL,
	"telefono" text DEFAULT '' NOT NULL,
	"fecha_hora" timestamp with time zone NOT NULL,
	"hora_estimada" timestamp with time zone,
	"hora_entregado" timestamp with time zone,
	"payment_ref" text,
	"pagado_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pedidos_estado_check" CHECK ("pedidos"."estado_id" in (0, 1, 2, 3, 4, 5)),
	CONSTRAINT "pedidos_forma_pago_check" CHECK ("pedidos"."forma_pago_id" in (0, 1, 2, 3)),
	CONSTRAINT "pedidos_total_check" CHECK ("pedidos"."subtotal" >= 0 and "pedidos"."costo_envio" >= 0 and "pedidos"."total" = "pedidos"."subtotal" + "pedidos"."costo_envio")
);
--> statement-breakpoint
CREATE TABLE "plato_producto_opcs" (
	"plato_id" integer NOT NULL,
	"producto_opc_id" integer NOT NULL,
	"min" integer DEFAULT 0 NOT NULL,
	"max_free" integer DEFAULT 0 NOT NULL,
	"max" integer DEFAULT 1 NOT NULL,
	"precio_extra" integer DEFAULT 0 NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	"anulado" boolean DEFAULT false NOT NULL,
	CONSTRAINT "plato_producto_opcs_plato_id_producto_opc_id_pk" PRIMARY KEY("plato_id","producto_opc_id"),
	CONSTRAINT "plato_producto_opcs_counts_check" CHECK ("plato_producto_opcs"."min" >= 0 and "plato_producto_opcs"."max_free" >= 0 and "plato_producto_opcs"."max" >= 0 and "plato_producto_opcs"."precio_extra" >= 0)
);
--> statement-breakpoint
CREATE TABLE "platos" (
	"id" serial PRIMARY KEY NOT NULL,
	"grupo_id" integer NOT NULL,
	"comercio_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"precio" integer NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	"imagen_url" text,
	"mostrar_imagen" boolean DEFAULT false NOT NULL,
	"anulado" boolean DEFAULT false NOT NULL,
	CONSTRAINT "platos_precio_check" CHECK ("platos"."precio" >= 0)
);
--> statement-breakpoint
CREATE TABLE "producto_opc_dets" (
	"id" serial PRIMARY KEY NOT NULL,
	"producto_opc_id" integer NOT NULL,
	"descripcion" text NOT NULL,
	"precio" integer DEFAULT 0 NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	"anulado" boolean DEFAULT false NOT NULL,
	CONSTRAINT "producto_opc_dets_precio_check" CHECK ("producto_opc_dets"."precio" >= 0)
);
--> statement-breakpoint
CREATE TABLE "producto_opcs" (
	"id" serial PRIMARY KEY NOT NULL,
	"comercio_id" integer NOT NULL,
	"descripcion" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comercios" ADD COLUMN "p_tarjeta_domicilio" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "comercios" ADD COLUMN "p_mercado_pago" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "comercios" ADD COLUMN "mp_online" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "comercios" ADD COLUMN "p_transferencia" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "comercios" ADD COLUMN "p_transferencia_alias" text;--> statement-breakpoint
ALTER TABLE "comercios" ADD COLUMN "p_transferencia_telefono" text;--> statement-breakpoint
ALTER TABLE "comercios" ADD COLUMN "costo_envio_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "anuncios" ADD CONSTRAINT "anuncios_comercio_id_comercios_id_fk" FOREIGN KEY ("comercio_id") REFERENCES "public"."comercios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carta_grupos" ADD CONSTRAINT "carta_grupos_carta_id_cartas_id_fk" FOREIGN KEY ("carta_id") REFERENCES "public"."cartas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cartas" ADD CONSTRAINT "cartas_comercio_id_comercios_id_fk" FOREIGN KEY ("comercio_id") REFERENCES "public"."comercios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_items" ADD CONSTRAINT "pedido_items_pedido_id_pedidos_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_items" ADD CONSTRAINT "pedido_items_plato_id_platos_id_fk" FOREIGN KEY ("plato_id") REFERENCES "public"."platos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_comercio_id_comercios_id_fk" FOREIGN KEY ("comercio_id") REFERENCES "public"."comercios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_carta_id_cartas_id_fk" FOREIGN KEY ("carta_id") REFERENCES "public"."cartas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_usuario_id_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plato_producto_opcs" ADD CONSTRAINT "plato_producto_opcs_plato_id_platos_id_fk" FOREIGN KEY ("plato_id") REFERENCES "public"."platos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plato_producto_opcs" ADD CONSTRAINT "plato_producto_opcs_producto_opc_id_producto_opcs_id_fk" FOREIGN KEY ("producto_opc_id") REFERENCES "public"."producto_opcs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platos" ADD CONSTRAINT "platos_grupo_id_carta_grupos_id_fk" FOREIGN KEY ("grupo_id") REFERENCES "public"."carta_grupos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platos" ADD CONSTRAINT "platos_comercio_id_comercios_id_fk" FOREIGN KEY ("comercio_id") REFERENCES "public"."comercios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producto_opc_dets" ADD CONSTRAINT "producto_opc_dets_producto_opc_id_producto_opcs_id_fk" FOREIGN KEY ("producto_opc_id") REFERENCES "public"."producto_opcs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producto_opcs" ADD CONSTRAINT "producto_opcs_comercio_id_comercios_id_fk" FOREIGN KEY ("comercio_id") REFERENCES "public"."comercios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "anuncios_comercio_idx" ON "anuncios" USING btree ("comercio_id","tipo");--> statement-breakpoint
CREATE INDEX "carta_grupos_carta_idx" ON "carta_grupos" USING btree ("carta_id","orden");--> statement-breakpoint
CREATE INDEX "cartas_comercio_idx" ON "cartas" USING btree ("comercio_id","orden");--> statement-breakpoint
CREATE INDEX "pedido_items_pedido_idx" ON "pedido_items" USING btree ("pedido_id","orden");--> statement-breakpoint
CREATE INDEX "pedidos_usuario_idx" ON "pedidos" USING btree ("usuario_id","id");--> statement-breakpoint
CREATE INDEX "pedidos_comercio_estado_idx" ON "pedidos" USING btree ("comercio_id","estado_id","id");--> statement-breakpoint
CREATE INDEX "plato_producto_opcs_opc_idx" ON "plato_producto_opcs" USING btree ("producto_opc_id");--> statement-breakpoint
CREATE INDEX "platos_grupo_idx" ON "platos" USING btree ("grupo_id","orden");--> statement-breakpoint
CREATE INDEX "platos_comercio_idx" ON "platos" USING btree ("comercio_id");--> statement-breakpoint
CREATE INDEX "producto_opc_dets_opc_idx" ON "producto_opc_dets" USING btree ("producto_opc_id","orden");--> statement-breakpoint
CREATE INDEX "producto_opcs_comercio_idx" ON "producto_opcs" USING btree ("comercio_id");