/** A photo as the API answers it (photoView): signed links, and whether it is the profile's primary photo. */
export interface PhotoView {
  id: string;
  url: string;
  thumbnailUrl: string;
  primary?: boolean;
  width?: number;
  height?: number;
}

/**
 * The profile's primary photo among its photos: the one the API marks, else the one `primaryPhotoId`
 * names. None when the profile has no photo (or the id is not among them).
 */
export function primaryPhotoOf<Photo extends { id: string; primary?: boolean }>(
  photos: readonly Photo[],
  primaryPhotoId?: string | null,
): Photo | undefined {
  return photos.find((photo) => photo.primary === true) ?? photos.find((photo) => photo.id === primaryPhotoId);
}

/**
 * The photos in the order casting sees them: the primary photo first, the others in the API's order
 * (oldest first). The API already answers in this order; the screens do not depend on it.
 */
export function primaryFirst<Photo extends { id: string; primary?: boolean }>(
  photos: readonly Photo[],
  primaryPhotoId?: string | null,
): Photo[] {
  const primary = primaryPhotoOf(photos, primaryPhotoId);
  return primary ? [primary, ...photos.filter((photo) => photo !== primary)] : [...photos];
}
