CREATE TABLE "auth_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "categoria_comercios" (
	"categoria_id" integer NOT NULL,
	"comercio_id" integer NOT NULL,
	CONSTRAINT "categoria_comercios_categoria_id_comercio_id_pk" PRIMARY KEY("categoria_id","comercio_id")
);
--> statement-breakpoint
CREATE TABLE "categorias" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"imagen_url" text,
	"mostrar_imagen" boolean DEFAULT false NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comercios" (
	"id" serial PRIMARY KEY NOT NULL,
	"carpeta" text NOT NULL,
	"nombre_comercio" text NOT NULL,
	"descr_corta" text DEFAULT '' NOT NULL,
	"descr_larga" text DEFAULT '' NOT NULL,
	"domicilio" text DEFAULT '' NOT NULL,
	"dominio" text,
	"telefono" text,
	"lat" double precision,
	"lng" double precision,
	"publicado" boolean DEFAULT true NOT NULL,
	"apertura_manual" text DEFAULT 'auto' NOT NULL,
	"horarios" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"time_zone" text DEFAULT 'America/Argentina/Buenos_Aires' NOT NULL,
	"demora" integer DEFAULT 30 NOT NULL,
	"oculta_demora" boolean DEFAULT false NOT NULL,
	"calif_prom" real DEFAULT 0 NOT NULL,
	"calif_calidad" real DEFAULT 0 NOT NULL,
	"calif_envios" real DEFAULT 0 NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"meta_tags" text DEFAULT '' NOT NULL,
	"es_grupo_de_comercios" boolean DEFAULT false NOT NULL,
	"config_resto_parent_id" integer,
	"horarios_text" text DEFAULT '' NOT NULL,
	"contacto" jsonb DEFAULT '{"facebook":null,"instagram":null,"whatsapp":null,"telefono":null,"email":null}'::jsonb NOT NULL,
	"solo_take_away" boolean DEFAULT false NOT NULL,
	"comercio_digital" boolean DEFAULT false NOT NULL,
	"tipo" text DEFAULT 'restaurante' NOT NULL,
	"logo_url" text,
	"permite_pedidos_online" boolean DEFAULT false NOT NULL,
	"permite_qr_carta_online" boolean DEFAULT false NOT NULL,
	"permite_reservas" boolean DEFAULT false NOT NULL,
	"permite_eventos" boolean DEFAULT false NOT NULL,
	"permite_cursos" boolean DEFAULT false NOT NULL,
	"permite_concursos" boolean DEFAULT false NOT NULL,
	"permite_links" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comercios_carpeta_unique" UNIQUE("carpeta")
);
--> statement-breakpoint
CREATE TABLE "links" (
	"id" serial PRIMARY KEY NOT NULL,
	"comercio_id" integer NOT NULL,
	"tipo" integer NOT NULL,
	"titulo" text NOT NULL,
	"enlace" text NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text DEFAULT 'whatsapp' NOT NULL,
	"telefono" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'logged' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_comercios" (
	"site_id" integer NOT NULL,
	"comercio_id" integer NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "site_comercios_site_id_comercio_id_pk" PRIMARY KEY("site_id","comercio_id")
);
--> statement-breakpoint
CREATE TABLE "site_command_deliveries" (
	"command_id" integer NOT NULL,
	"recipient" text NOT NULL,
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_command_deliveries_command_id_recipient_pk" PRIMARY KEY("command_id","recipient")
);
--> statement-breakpoint
CREATE TABLE "site_commands" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"command" text NOT NULL,
	"args" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"dominio_url" text NOT NULL,
	"nombre" text NOT NULL,
	"nombre_largo" text DEFAULT '' NOT NULL,
	"frase" text DEFAULT '' NOT NULL,
	"comercio_id" integer,
	"web" text,
	"idioma" text DEFAULT 'es' NOT NULL,
	"home_titulo" text DEFAULT '' NOT NULL,
	"home_description" text DEFAULT '' NOT NULL,
	"home_keywords" text DEFAULT '' NOT NULL,
	"meta_pixel" text,
	"google_tag" text,
	"es_portal" boolean DEFAULT false NOT NULL,
	"es_portal_con_categorias" boolean DEFAULT false NOT NULL,
	"es_portal_sin_entrega" boolean DEFAULT false NOT NULL,
	"fact_name" text,
	"fact_url" text,
	"contacto" jsonb DEFAULT '{"facebook":null,"instagram":null,"whatsapp":null,"telefono":null,"email":null}'::jsonb NOT NULL,
	"min_build" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sites_dominio_url_unique" UNIQUE("dominio_url")
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"user_id" integer NOT NULL,
	"comercio_id" integer NOT NULL,
	"rol" text DEFAULT 'staff' NOT NULL,
	CONSTRAINT "staff_user_id_comercio_id_pk" PRIMARY KEY("user_id","comercio_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_name" text NOT NULL,
	"password_hash" text,
	"nombre_apellido" text DEFAULT '' NOT NULL,
	"telefono" text,
	"domicilio" text DEFAULT '' NOT NULL,
	"admin" boolean DEFAULT false NOT NULL,
	"anulado" boolean DEFAULT false NOT NULL,
	"ver" integer DEFAULT 1 NOT NULL,
	"site_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_codes" ADD CONSTRAINT "auth_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categoria_comercios" ADD CONSTRAINT "categoria_comercios_categoria_id_categorias_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categorias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categoria_comercios" ADD CONSTRAINT "categoria_comercios_comercio_id_comercios_id_fk" FOREIGN KEY ("comercio_id") REFERENCES "public"."comercios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categorias" ADD CONSTRAINT "categorias_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "links" ADD CONSTRAINT "links_comercio_id_comercios_id_fk" FOREIGN KEY ("comercio_id") REFERENCES "public"."comercios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_comercios" ADD CONSTRAINT "site_comercios_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_comercios" ADD CONSTRAINT "site_comercios_comercio_id_comercios_id_fk" FOREIGN KEY ("comercio_id") REFERENCES "public"."comercios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_command_deliveries" ADD CONSTRAINT "site_command_deliveries_command_id_site_commands_id_fk" FOREIGN KEY ("command_id") REFERENCES "public"."site_commands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_commands" ADD CONSTRAINT "site_commands_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_commands" ADD CONSTRAINT "site_commands_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_comercio_id_comercios_id_fk" FOREIGN KEY ("comercio_id") REFERENCES "public"."comercios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_codes_user_idx" ON "auth_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "categorias_site_idx" ON "categorias" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "comercios_parent_idx" ON "comercios" USING btree ("config_resto_parent_id");--> statement-breakpoint
CREATE INDEX "links_comercio_tipo_idx" ON "links" USING btree ("comercio_id","tipo");--> statement-breakpoint
CREATE INDEX "outbox_telefono_idx" ON "outbox_messages" USING btree ("telefono");--> statement-breakpoint
CREATE INDEX "site_comercios_comercio_idx" ON "site_comercios" USING btree ("comercio_id");--> statement-breakpoint
CREATE INDEX "site_commands_site_idx" ON "site_commands" USING btree ("site_id","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_name_idx" ON "users" USING btree (lower("user_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_telefono_idx" ON "users" USING btree ("telefono");