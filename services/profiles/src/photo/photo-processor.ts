import { Injectable } from '@nestjs/common';
import sharp from 'sharp';
import { ProfilesErrorCode, ProfilesException } from '../profiles.errors.js';

export const THUMBNAIL_SIZE = 320;

export interface ProcessedPhoto {
  width: number;
  height: number;
  /** A WebP at most THUMBNAIL_SIZE on its longer side. */
  thumbnail: Buffer;
}

/** Decodes the image (a file that only looks like one fails here) and renders its thumbnail. */
@Injectable()
export class PhotoProcessor {
  async process(bytes: Buffer): Promise<ProcessedPhoto> {
    try {
      const image = sharp(bytes, { failOn: 'error' }).rotate();
      const { width, height } = await image.metadata();
      const thumbnail = await image
        .clone()
        .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      return { width, height, thumbnail };
    } catch {
      throw new ProfilesException(ProfilesErrorCode.UnsupportedFileType, 'This file is not a readable image.', [
        'jpeg, png, webp',
      ]);
    }
  }
}
