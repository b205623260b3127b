import type { Photo } from '@vitrine/api-client';

const LARGE = 1200;
const THUMB = 320;

/** The width a rendition bounded to `box` pixels has, for the srcset's w descriptors. */
const renditionWidth = (width: number, height: number, box: number) =>
  Math.round(width * Math.min(1, box / Math.max(width, height)));

/** The image's renditions as a srcset, and its displayed size, for any element showing it. */
export function imageSources(image: Photo) {
  const { Width: width, Height: height } = image;
  if (!width || !height) return { src: image.Url, srcSet: undefined, width: undefined, height: undefined };
  return {
    src: image.Url,
    srcSet: `${image.ThumbnailUrl} ${renditionWidth(width, height, THUMB)}w, ${image.Url} ${renditionWidth(width, height, LARGE)}w`,
    width: renditionWidth(width, height, LARGE),
    height: Math.round(height * Math.min(1, LARGE / Math.max(width, height))),
  };
}

/**
 * A content page's hero image, above its body. Width and height reserve its place before it loads;
 * the alt text is the page's title (the image illustrates the page, it carries no words of its own).
 */
export function HeroImage({ image, title }: { image: Photo | null; title: string }) {
  if (!image) return null;
  const { Width: width, Height: height } = image;
  const srcSet =
    width && height
      ? `${image.ThumbnailUrl} ${renditionWidth(width, height, THUMB)}w, ${image.Url} ${renditionWidth(width, height, LARGE)}w`
      : undefined;
  return (
    <figure className="content-hero">
      <img
        src={image.Url}
        srcSet={srcSet}
        sizes={srcSet ? `(max-width: ${LARGE}px) 100vw, ${LARGE}px` : undefined}
        width={width && height ? renditionWidth(width, height, LARGE) : undefined}
        height={
          width && height ? Math.round(height * Math.min(1, LARGE / Math.max(width, height))) : undefined
        }
        alt={title}
        decoding="async"
      />
    </figure>
  );
}
