import { z } from 'zod';

/** GET /.well-known/assetlinks.json: the site's Digital Asset Links (its Android app may open its links). */
export const assetLinksSchema = z.array(
  z.object({
    relation: z.tuple([z.literal('delegate_permission/common.handle_all_urls')]),
    target: z.object({
      namespace: z.literal('android_app'),
      package_name: z.string(),
      sha256_cert_fingerprints: z.array(z.string()),
    }),
  }),
);
export type AssetLinks = z.infer<typeof assetLinksSchema>;
