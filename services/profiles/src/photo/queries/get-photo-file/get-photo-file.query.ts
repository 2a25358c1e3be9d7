import { Query } from '@nestjs/cqrs';

export interface PhotoFileLocation {
  storageKey: string;
  contentType: string;
}

/** Where a photo's bytes are; the gateway serves them through a signed link. */
export class GetPhotoFileQuery extends Query<PhotoFileLocation> {
  constructor(
    readonly photoId: string,
    readonly thumbnail: boolean,
  ) {
    super();
  }
}
