ALTER TABLE "sites" ADD COLUMN "android_package" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "android_cert_fingerprints" jsonb DEFAULT '[]'::jsonb NOT NULL;