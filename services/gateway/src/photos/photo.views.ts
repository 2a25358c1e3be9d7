import type { Photo } from '@callsheet/contracts';
import type { PhotoLinks } from './photo-links.js';

export interface PhotoView {
  id: string;
  contentType: string;
  width: number;
  height: number;
  sizeBytes: number;
  createdAt: string;
  /** The profile's primary photo (at most one). */
  primary: boolean;
  url: string;
  thumbnailUrl: string;
}

/** A photo as REST shows it, with signed links to the file and its thumbnail. */
export function photoView(photo: Photo, links: PhotoLinks): PhotoView {
  return {
    id: photo.id,
    contentType: photo.contentType,
    width: photo.width,
    height: photo.height,
    sizeBytes: Number(photo.sizeBytes),
    createdAt: photo.createdAt,
    primary: photo.primary,
    url: links.link(photo.id, 'original'),
    thumbnailUrl: links.link(photo.id, 'thumbnail'),
  };
}
