import type { UploadedFile, UploadQuery } from '@vitrine/api-client';
import {
  decideImageCrop,
  imageInvalidMessage,
  imageTooSmallMessage,
  isImageFile,
  messageOf,
} from '@vitrine/validation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../../lib/api-context';
import { useUploader } from '../hooks/use-uploader';
import { type CropArea, type Size, toCropRectangle } from '../lib/crop';
import { readImageSize as readImageSizeInBrowser } from '../lib/image-size';
import { toWidgetAsset, uploadedAsset, type WidgetAsset } from './widget-inputs';

interface CropOutcome {
  asset?: WidgetAsset;
  error?: string;
}

export interface WidgetUploadOptions {
  multiple: boolean;
  accept?: string | undefined;
  /** data-max-file-size, in bytes. */
  maxFileSize?: number | undefined;
  /** Where uploads go in the library (the root without one). */
  folderId?: string | undefined;
  /** Image widget: every file must be an image, checked against the crop size. */
  image?: boolean;
  crop?: Size | undefined;
  onAdd: (assets: WidgetAsset[]) => void;
  onErrors: (messages: string[]) => void;
  /** How image dimensions are read (the browser decodes the file); replaceable where nothing decodes. */
  readImageSize?: (file: File) => Promise<Size>;
}

/** The crop dialog's subject: the local file to show, the temporary upload to crop, both sizes. */
export interface CropSubject {
  fileName: string;
  url: string;
  tmpName: string;
  /** The upload's size as the server measured it: the crop call's pixels. */
  source: Size;
  /** The size the browser decoded: the cropper's pixels. */
  displayed: Size;
  crop: Size;
}

/**
 * A widget's upload: validate the selection (type, size, count), then for the image widget decide per
 * image (spec 000 §4 "Image widget"): no crop size or exactly that size → upload as an asset; smaller →
 * the minimum-size message; larger → temporary upload, the crop dialog, the crop call, then the asset.
 */
export function useWidgetUpload({
  multiple,
  accept,
  maxFileSize,
  folderId,
  image = false,
  crop,
  onAdd,
  onErrors,
  readImageSize = readImageSizeInBrowser,
}: WidgetUploadOptions) {
  const api = useApi();
  const uploader = useUploader({
    ...(accept ? { accept } : {}),
    ...(maxFileSize ? { maxFileSize } : {}),
    ...(multiple ? {} : { maxFiles: 1 }),
  });
  const [cropSubject, setCropSubject] = useState<CropSubject | null>(null);
  const [cropping, setCropping] = useState(false);
  const settleCrop = useRef<((outcome: CropOutcome) => void) | null>(null);

  // A widget's uploads wait for the form's save before they join the library (ADR 015).
  const query: UploadQuery = {
    ...(folderId ? { FolderId: folderId } : {}),
    ...(accept ? { Accept: accept } : {}),
    ...(maxFileSize ? { MaxFileSize: maxFileSize } : {}),
    Pending: true,
  };

  const closeCrop = useCallback((outcome: CropOutcome) => {
    setCropSubject((subject) => {
      if (subject) URL.revokeObjectURL(subject.url);
      return null;
    });
    settleCrop.current?.(outcome);
    settleCrop.current = null;
  }, []);
  useEffect(() => () => settleCrop.current?.({}), []);

  /** One image through the crop decision; resolves with the asset it became, if any. */
  const processImage = async (file: File, errors: string[]): Promise<WidgetAsset | undefined> => {
    if (!isImageFile(file)) {
      errors.push(messageOf(imageInvalidMessage));
      return undefined;
    }
    let size: Size;
    try {
      size = await readImageSize(file);
    } catch {
      errors.push(messageOf(imageInvalidMessage));
      return undefined;
    }
    const decision = decideImageCrop(size, crop);
    if (decision === 'too-small' && crop) {
      errors.push(messageOf(imageTooSmallMessage(crop)));
      return undefined;
    }
    if (decision === 'accept' || !crop) {
      const [uploaded] = await uploader.send([file], query);
      return uploaded ? uploadedAsset(uploaded) : undefined;
    }
    // The crop of a temporary upload waits for the form's save as well (the server sees to it).
    const { Pending: _pending, ...kept } = query;
    const [temporary] = await uploader.send([file], { ...kept, Temporary: true });
    if (!temporary?.tmpName) return undefined;
    const outcome = await new Promise<CropOutcome>((resolve) => {
      settleCrop.current = resolve;
      setCropSubject({
        fileName: file.name,
        url: URL.createObjectURL(file),
        tmpName: temporary.tmpName as string,
        source: { width: temporary.Width ?? size.width, height: temporary.Height ?? size.height },
        displayed: size,
        crop,
      });
    });
    if (outcome.error) errors.push(outcome.error);
    return outcome.asset;
  };

  const onFiles = async (files: readonly File[]) => {
    onErrors([]);
    const accepted = uploader.check(files);
    if (accepted.length === 0) return;
    const errors: string[] = [];
    const added: WidgetAsset[] = [];
    if (image) {
      for (const file of accepted) {
        const asset = await processImage(file, errors);
        if (asset) {
          added.push(asset);
          onAdd([asset]);
        }
      }
    } else {
      const uploaded: UploadedFile[] = await uploader.send(accepted, query);
      for (const file of uploaded) {
        const asset = uploadedAsset(file);
        if (asset) added.push(asset);
      }
      if (added.length > 0) onAdd(added);
    }
    onErrors(errors);
  };

  /** The crop dialog's OK: the cropper's area (in the displayed image's pixels) to the crop call. */
  const confirmCrop = async (area: CropArea, displayed: Size) => {
    const subject = cropSubject;
    if (!subject) return;
    const rectangle = toCropRectangle(area, displayed, subject.source, subject.crop);
    setCropping(true);
    try {
      const result = await api.assetsLibrary.crop({
        tmpName: subject.tmpName,
        ...rectangle,
        cropWidth: subject.crop.width,
        cropHeight: subject.crop.height,
      });
      if (result.Error || !result.Asset) closeCrop({ error: result.Error ?? 'Manager.UnknowsErrors' });
      else closeCrop({ asset: toWidgetAsset(result.Asset) });
    } catch {
      // The error flow has shown the generic modal.
      closeCrop({});
    } finally {
      setCropping(false);
    }
  };

  return {
    onFiles,
    uploader,
    cropSubject,
    cropping,
    confirmCrop,
    cancelCrop: () => closeCrop({}),
  };
}
