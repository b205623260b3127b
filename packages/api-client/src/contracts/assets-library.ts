import { z } from 'zod';

/**
 * The asset library of spec 000 §3 and §7. Field names keep the spec's spelling, including its mix of
 * cases (guid, thumbnail_url, size, fileType beside AssetId, Name, Width): the widgets of existing
 * server forms read them by those names.
 */

export const AssetFileTypeSchema = z.enum(['Image', 'Other']);
export type AssetFileType = z.infer<typeof AssetFileTypeSchema>;

export const AssetSchema = z
  .object({
    AssetId: z.string().uuid(),
    /** The same id under the name the widgets' order list uses. */
    guid: z.string().uuid(),
    Name: z.string(),
    /** Alias of Name for the widgets that read it in lower case. */
    name: z.string(),
    /** The uploader's file name, for display only: the stored file is under a generated key. */
    OriginalFileName: z.string(),
    /** Where the file (for an image: its large rendition) is served. */
    Uri: z.string(),
    /** The thumbnail (≤ 320 px) of an image; null for other files. */
    thumbnail_url: z.string().nullable(),
    /** Bytes of the stored file. */
    size: z.number().int().nonnegative(),
    fileType: AssetFileTypeSchema,
    /** The type detected from the file's bytes. */
    MimeType: z.string(),
    Width: z.number().int().positive().nullable(),
    Height: z.number().int().positive().nullable(),
    /** Null: the library's root folder. */
    FolderId: z.string().uuid().nullable(),
    /** Order within the folder (manual reorder). */
    Position: z.number().int(),
    CreatedAt: z.string(),
  })
  .meta({ id: 'Asset' });
export type Asset = z.infer<typeof AssetSchema>;

/**
 * One file of an upload. A file that failed carries its own Error (an encoded validation message,
 * `Validation.MaxFileSize|{"max":2}`, decoded and translated by the client) and no AssetId; a file kept
 * for cropping carries tmpName and its dimensions and becomes an asset through the crop call.
 */
export const UploadedFileSchema = z
  .object({
    AssetId: z.string().uuid().nullable(),
    guid: z.string().uuid().nullable(),
    Name: z.string(),
    name: z.string(),
    OriginalFileName: z.string(),
    Uri: z.string().nullable(),
    thumbnail_url: z.string().nullable(),
    size: z.number().int().nonnegative(),
    fileType: AssetFileTypeSchema,
    MimeType: z.string().nullable(),
    Width: z.number().int().positive().nullable(),
    Height: z.number().int().positive().nullable(),
    FolderId: z.string().uuid().nullable(),
    /** Set when the file was kept as a temporary upload (upload with Temporary=true). */
    tmpName: z.string().nullable(),
    /** True when the folder already held a file with the same bytes: that asset is returned. */
    IsDuplicate: z.boolean(),
    Error: z.string().nullable(),
  })
  .meta({ id: 'UploadedFile' });
export type UploadedFile = z.infer<typeof UploadedFileSchema>;
export const UploadResultSchema = z.array(UploadedFileSchema).meta({ id: 'UploadResult' });

/**
 * Query of POST {app}/api/v1/assetslibrary/uploads (multipart/form-data, one or many `files` parts).
 * The server's own limits always apply; these can only narrow them, as the widget's attributes do.
 */
export const UploadQuerySchema = z.object({
  FolderId: z.string().uuid().optional(),
  /** The widget's accept attribute ("image/*", ".jpg,.png"); checked against the detected type. */
  Accept: z.string().max(500).optional(),
  /** The widget's data-max-file-size, in bytes. */
  MaxFileSize: z.coerce.number().int().positive().optional(),
  MaxFiles: z.coerce.number().int().positive().optional(),
  /** Keep the files as temporary uploads (tmpName) for the crop call instead of creating assets. */
  Temporary: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  /**
   * An upload through a form's widget: the assets stay out of the library until the form is saved
   * (its save names them), and are removed with their files if it never is (ASSET_TEMP_UPLOAD_TTL_MS).
   */
  Pending: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export interface UploadQuery {
  FolderId?: string;
  Accept?: string;
  MaxFileSize?: number;
  MaxFiles?: number;
  Temporary?: boolean;
  Pending?: boolean;
}

/** Answer of GET {app}/assets/croptempimg/...: the new asset, or an Error (encoded message). */
export const CropResultSchema = z
  .object({ Asset: AssetSchema.nullable(), Error: z.string().nullable() })
  .meta({ id: 'CropResult' });
export type CropResult = z.infer<typeof CropResultSchema>;

export interface FolderNode {
  FolderId: string;
  Name: string;
  /** Depth: 1 for a folder at the root. */
  ItemLevel: number;
  ParentId: string | null;
  /** Assets directly in the folder. */
  AssetCount: number;
  Children: FolderNode[];
}
export const FolderNodeSchema: z.ZodType<FolderNode> = z
  .object({
    FolderId: z.string().uuid(),
    Name: z.string(),
    ItemLevel: z.number().int().positive(),
    ParentId: z.string().uuid().nullable(),
    AssetCount: z.number().int().nonnegative(),
    get Children() {
      return z.array(FolderNodeSchema);
    },
  })
  .meta({ id: 'FolderNode' });
export const FolderHierarchySchema = z.array(FolderNodeSchema).meta({ id: 'FolderHierarchy' });

/** A folder or asset name: no path separators or control characters, so it can never name a path. */
export const LibraryNameSchema = z
  .string()
  .trim()
  .min(1, 'Validation.Required')
  .max(200, 'Validation.MaxLength|{"max":200}')
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  .refine((name) => !/[/\\\u0000-\u001f\u007f]/.test(name) && name !== '.' && name !== '..', {
    message: 'AssetsLibrary.InvalidName',
  });

export const CreateFolderRequestSchema = z
  .object({ Name: LibraryNameSchema, ParentId: z.string().uuid().nullable().optional() })
  .meta({ id: 'CreateFolderRequest' });
export type CreateFolderRequest = z.input<typeof CreateFolderRequestSchema>;

/** Rename and/or move (ParentId null: to the root). Moving a folder into itself or below it is a 409. */
export const UpdateFolderRequestSchema = z
  .object({ Name: LibraryNameSchema.optional(), ParentId: z.string().uuid().nullable().optional() })
  .meta({ id: 'UpdateFolderRequest' });
export type UpdateFolderRequest = z.input<typeof UpdateFolderRequestSchema>;

/** DELETE a folder: refused (409) when it holds folders or assets unless Recursive=true. */
export const DeleteFolderQuerySchema = z.object({
  Recursive: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

/** Rename and/or move one asset (FolderId null: to the root). */
export const UpdateAssetRequestSchema = z
  .object({ Name: LibraryNameSchema.optional(), FolderId: z.string().uuid().nullable().optional() })
  .meta({ id: 'UpdateAssetRequest' });
export type UpdateAssetRequest = z.input<typeof UpdateAssetRequestSchema>;

export const MoveAssetsRequestSchema = z
  .object({ AssetIds: z.array(z.string().uuid()).min(1).max(500), FolderId: z.string().uuid().nullable() })
  .meta({ id: 'MoveAssetsRequest' });
export type MoveAssetsRequest = z.infer<typeof MoveAssetsRequestSchema>;

/** The folder's assets in their new order (all of them or a leading part); the rest keep theirs after. */
export const ReorderAssetsRequestSchema = z
  .object({ FolderId: z.string().uuid().nullable(), AssetIds: z.array(z.string().uuid()).min(1).max(5000) })
  .meta({ id: 'ReorderAssetsRequest' });
export type ReorderAssetsRequest = z.infer<typeof ReorderAssetsRequestSchema>;

/** Turn an image by 90° (spec 000 §4: only a square image); the asset gets a new revision of its files. */
export const RotateAssetRequestSchema = z
  .object({ Direction: z.enum(['left', 'right']) })
  .meta({ id: 'RotateAssetRequest' });
export type RotateAssetRequest = z.infer<typeof RotateAssetRequestSchema>;

/** Query of the folder listing {app}/{culture}/assetslibrary/asset/assetsbyfolder/{rootFolderId}/{folderId}. */
export const AssetsByFolderQuerySchema = z.object({
  /** Opaque key of the page to continue after (NextCursor of the previous page). */
  Cursor: z.string().max(200).optional(),
  Limit: z.coerce.number().int().min(1).max(500).default(100),
  /** Name search within the folder (2 characters at least). */
  Q: z.string().trim().max(200).optional(),
});
export interface AssetsByFolderQuery {
  Cursor?: string;
  Limit?: number;
  Q?: string;
}

export const AssetsByFolderSchema = z
  .object({
    RootFolderId: z.string().uuid().nullable(),
    FolderId: z.string().uuid().nullable(),
    Items: z.array(AssetSchema),
    /** Null on the last page. */
    NextCursor: z.string().nullable(),
    /** Assets in the folder (matching Q when given). */
    Total: z.number().int().nonnegative(),
  })
  .meta({ id: 'AssetsByFolder' });
export type AssetsByFolder = z.infer<typeof AssetsByFolderSchema>;

/**
 * What the editor did to one of the form's assets in its widget, written when the form is saved:
 * a rename (the extension is kept) and a turn of a square image, clockwise, in degrees.
 */
export const AssetEditSchema = z
  .object({
    AssetId: z.string().uuid(),
    Name: LibraryNameSchema.optional(),
    Rotation: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]).optional(),
  })
  .meta({ id: 'AssetEdit' });
export type AssetEdit = z.infer<typeof AssetEditSchema>;
const AssetEditsSchema = z.array(AssetEditSchema).max(50).optional();

/** Back office: a content page's editable media (spec 000 §4 single image widget with a crop size). */
export const ContentPageSummarySchema = z
  .object({
    PageId: z.string().uuid(),
    Key: z.string(),
    Title: z.string(),
    IsHomepage: z.boolean(),
    HeroImage: AssetSchema.nullable(),
  })
  .meta({ id: 'ContentPageSummary' });
export type ContentPageSummary = z.infer<typeof ContentPageSummarySchema>;
export const UpdateContentPageMediaRequestSchema = z
  .object({ HeroAssetId: z.string().uuid().nullable(), Edits: AssetEditsSchema })
  .meta({ id: 'UpdateContentPageMediaRequest' });
export type UpdateContentPageMediaRequest = z.infer<typeof UpdateContentPageMediaRequestSchema>;

/** Back office: a product's photos, in order (spec 000 §4 multiple mode with the order list). */
export const ProductMediaSchema = z
  .object({
    ProductId: z.string().uuid(),
    Name: z.string(),
    Slug: z.string(),
    Photos: z.array(AssetSchema),
  })
  .meta({ id: 'ProductMedia' });
export type ProductMedia = z.infer<typeof ProductMediaSchema>;
export const ProductMediaListSchema = z
  .object({
    Items: z.array(ProductMediaSchema.omit({ Photos: true }).extend({ PhotoCount: z.number().int() })),
  })
  .meta({ id: 'ProductMediaList' });
export const UpdateProductPhotosRequestSchema = z
  .object({ AssetIds: z.array(z.string().uuid()).max(50), Edits: AssetEditsSchema })
  .meta({ id: 'UpdateProductPhotosRequest' });
export type UpdateProductPhotosRequest = z.infer<typeof UpdateProductPhotosRequestSchema>;
