import { z } from 'zod';
import { ProblemSchema } from './problem';

/** Where a library asset is used (ADR 041): shown before it is deleted. */
export const ASSET_USAGE_KINDS = [
  'product-photo',
  'page-hero',
  'page-body',
  'news-cover',
  'news-body',
  'faq-body',
  'brand-logo',
] as const;
export type AssetUsageKind = (typeof ASSET_USAGE_KINDS)[number];

export const AssetUsageSchema = z
  .object({
    Kind: z.enum(ASSET_USAGE_KINDS),
    /** The id of what uses it (product, page, post, entry). */
    OwnerId: z.string(),
    /** Its name for staff. */
    Title: z.string(),
    /** Where it is used within (the cultures of a body). */
    Cultures: z.array(z.string()),
    /** Used in what the shop shows now (a published body): the asset cannot be deleted meanwhile. */
    Published: z.boolean(),
  })
  .meta({ id: 'AssetUsage' });
export type AssetUsage = z.infer<typeof AssetUsageSchema>;

export const AssetUsagesSchema = z
  .object({
    Usages: z.array(AssetUsageSchema),
    /** False while a published body shows the asset: its delete is refused (409). */
    Deletable: z.boolean(),
  })
  .meta({ id: 'AssetUsages' });
export type AssetUsages = z.infer<typeof AssetUsagesSchema>;

export const ASSET_IN_USE = '/problems/asset-in-use';

/** A delete refused while published bodies show the asset: where they are. */
export const AssetInUseSchema = ProblemSchema.extend({ Usages: z.array(AssetUsageSchema).optional() }).meta({
  id: 'AssetInUse',
});
