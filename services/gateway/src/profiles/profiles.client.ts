import {
  AccessErrorCode,
  ProfilesCalls,
  ProfilesErrorCode,
  type RepresentativeProfileFields,
  type SearchRepresentativeRequest,
  type SearchTalentRequest,
  type TalentProfileFields,
} from '@callsheet/contracts';
import { DomainError, FILE_STORAGE, RpcClient, type FileStorage, type PageRequest } from '@callsheet/kernel';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { accountOf } from '../access/caller-account.js';
import type { Caller } from '../auth/access-token.verifier.js';
import { ProfileConnections } from '../connections/connections.expand.js';
import { catalogueKeys } from '../http/catalogues.js';
import { withExpansions } from '../http/expand-query.js';
import { stageUpload } from '../http/multipart-read.js';
import type { ProtoPatch } from '../http/proto-json.js';
import { deletedView, pageView } from '../http/rest.views.js';
import { pageMessage } from '../http/rpc-page.js';
import { LicenseDocumentLinks } from '../license-documents/license-document-links.js';
import { inlineDisposition, licenseDocumentView } from '../license-documents/license-document.views.js';
import { PhotoLinks, type PhotoVariant } from '../photos/photo-links.js';
import { photoView } from '../photos/photo.views.js';
import { GatewayClient } from '../rpc/gateway.client.js';
import { receiveLicenseDocument, receivePhoto } from './profiles.requests.js';
import { representativeDetailsView, representativeView, talentDetailsView, talentView } from './profiles.views.js';

/** The profiles service's calls behind the talent, representative, photo and catalogue routes. */
@Injectable()
export class ProfilesClient extends GatewayClient {
  constructor(
    rpc: RpcClient,
    private readonly links: PhotoLinks,
    private readonly documentLinks: LicenseDocumentLinks,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly connections: ProfileConnections,
  ) {
    super(rpc);
  }

  async listTalent(caller: Caller, page: PageRequest) {
    const request = { accountId: accountOf(caller), page: pageMessage(page) };
    return pageView(await this.send(ProfilesCalls.listTalent, request), (profile) => talentView(profile, this.links));
  }

  async searchTalent(search: SearchTalentRequest, page: PageRequest) {
    const found = await this.send(ProfilesCalls.searchTalent, { ...search, page: pageMessage(page) });
    return pageView(found, (details) => talentDetailsView(details, this.links));
  }

  async talentDetails(id: string) {
    return talentDetailsView(await this.send(ProfilesCalls.talentDetails, { id }), this.links);
  }

  /** The profiles service adds the photos itself; the connections come from their own service. */
  async getTalent(caller: Caller, id: string, expand: string[]) {
    const profile = await this.send(ProfilesCalls.getTalent, { accountId: accountOf(caller), id, expand });
    return withExpansions(talentView(profile, this.links), profile, expand, {
      connections: () => this.connections.of(caller, 'representatives', profile.id),
    });
  }

  async createTalent(caller: Caller, fields: TalentProfileFields) {
    const profile = await this.send(ProfilesCalls.createTalent, { accountId: accountOf(caller), fields });
    return talentView(profile, this.links);
  }

  async updateTalent(caller: Caller, id: string, { fields, fieldMask }: ProtoPatch<TalentProfileFields>) {
    const request = { accountId: accountOf(caller), id, fields, fieldMask };
    return talentView(await this.send(ProfilesCalls.updateTalent, request), this.links);
  }

  async deleteTalent(caller: Caller, id: string) {
    return deletedView(await this.send(ProfilesCalls.deleteTalent, { accountId: accountOf(caller), id }));
  }

  async listPhotos(caller: Caller, talentId: string) {
    const list = await this.send(ProfilesCalls.listPhotos, { accountId: accountOf(caller), talentId });
    return { data: list.data.map((photo) => photoView(photo, this.links)) };
  }

  /** Answers the profile's photos as listPhotos does, the chosen one first. */
  async setPrimaryPhoto(caller: Caller, talentId: string, photoId: string) {
    const request = { accountId: accountOf(caller), talentId, photoId };
    const list = await this.send(ProfilesCalls.setPrimaryPhoto, request);
    return { data: list.data.map((photo) => photoView(photo, this.links)) };
  }

  /** Staged in file storage: photos are too large for a Kafka message. Profiles checks and keeps it. */
  async addPhoto(caller: Caller, talentId: string, request: FastifyRequest) {
    const uploadKey = await stageUpload(this.storage, await receivePhoto(request));
    const photo = await this.send(ProfilesCalls.addPhoto, { accountId: accountOf(caller), talentId, uploadKey });
    return photoView(photo, this.links);
  }

  async deletePhoto(caller: Caller, talentId: string, photoId: string) {
    const request = { accountId: accountOf(caller), talentId, photoId };
    return deletedView(await this.send(ProfilesCalls.deletePhoto, request));
  }

  async listRepresentatives(caller: Caller, page: PageRequest) {
    const request = { accountId: accountOf(caller), page: pageMessage(page) };
    return pageView(await this.send(ProfilesCalls.listRepresentative, request), representativeView);
  }

  async searchRepresentatives(search: SearchRepresentativeRequest, page: PageRequest) {
    const found = await this.send(ProfilesCalls.searchRepresentative, { ...search, page: pageMessage(page) });
    return pageView(found, representativeDetailsView);
  }

  async representativeDetails(id: string) {
    return representativeDetailsView(await this.send(ProfilesCalls.representativeDetails, { id }));
  }

  async getRepresentative(caller: Caller, id: string, expand: string[]) {
    const profile = await this.send(ProfilesCalls.getRepresentative, { accountId: accountOf(caller), id });
    return withExpansions(representativeView(profile), profile, expand, {
      connections: () => this.connections.of(caller, 'talents', profile.id),
    });
  }

  async createRepresentative(caller: Caller, fields: RepresentativeProfileFields) {
    const request = { accountId: accountOf(caller), fields };
    return representativeView(await this.send(ProfilesCalls.createRepresentative, request));
  }

  async updateRepresentative(
    caller: Caller,
    id: string,
    { fields, fieldMask }: ProtoPatch<RepresentativeProfileFields>,
  ) {
    const request = { accountId: accountOf(caller), id, fields, fieldMask };
    return representativeView(await this.send(ProfilesCalls.updateRepresentative, request));
  }

  async deleteRepresentative(caller: Caller, id: string) {
    return deletedView(await this.send(ProfilesCalls.deleteRepresentative, { accountId: accountOf(caller), id }));
  }

  /** Staged in file storage as photos are; profiles checks it and keeps it as the profile's licence document. */
  async uploadLicenseDocument(caller: Caller, representativeId: string, request: FastifyRequest) {
    const { bytes, fileName } = await receiveLicenseDocument(request);
    const uploadKey = await stageUpload(this.storage, bytes);
    const document = await this.send(ProfilesCalls.uploadLicenseDocument, {
      accountId: accountOf(caller),
      representativeId,
      uploadKey,
      fileName,
    });
    return licenseDocumentView(document, this.documentLinks);
  }

  async licenseDocument(caller: Caller, representativeId: string) {
    const document = await this.send(ProfilesCalls.getLicenseDocument, {
      accountId: accountOf(caller),
      representativeId,
    });
    return licenseDocumentView(document, this.documentLinks);
  }

  async deleteLicenseDocument(caller: Caller, representativeId: string) {
    const request = { accountId: accountOf(caller), representativeId };
    return deletedView(await this.send(ProfilesCalls.deleteLicenseDocument, request));
  }

  /** A licence document by the signed link its profile's account was given, from file storage. */
  async sendLicenseDocumentFile(
    documentId: string,
    link: { expires?: string; signature?: string },
    reply: FastifyReply,
  ): Promise<void> {
    const { expires, signature } = link;
    if (!expires || !signature || !this.documentLinks.verify(documentId, expires, signature)) {
      throw new DomainError(
        AccessErrorCode.Forbidden,
        'This document link is invalid or has expired; open the document from the profile again.',
        ['documentLink'],
      );
    }
    const file = await this.send(ProfilesCalls.getLicenseDocumentFile, { documentId });
    const bytes = await this.storage.get(file.storageKey);
    if (!bytes) {
      throw new DomainError(ProfilesErrorCode.LicenseDocumentNotFound, `No licence document ${documentId}.`, [
        documentId,
      ]);
    }
    await reply
      .header('content-type', file.contentType)
      .header('content-disposition', inlineDisposition(file.fileName))
      // Private: never kept by a shared cache, nor by the browser once the tab is closed.
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  }

  async catalogues(): Promise<Record<string, string[]>> {
    return catalogueKeys(await this.send(ProfilesCalls.listCatalogues, {}));
  }

  /** A photo file by its signed link (for <img> tags: no bearer token), from file storage. */
  async sendPhotoFile(
    photoId: string,
    variant: PhotoVariant,
    link: { expires?: string; signature?: string },
    reply: FastifyReply,
  ): Promise<void> {
    const { expires, signature } = link;
    if (!expires || !signature || !this.links.verify(photoId, variant, expires, signature)) {
      throw new DomainError(
        AccessErrorCode.Forbidden,
        'This photo link is invalid or has expired; reload the profile.',
        ['photoLink'],
      );
    }
    const file = await this.send(ProfilesCalls.getPhotoFile, { photoId, thumbnail: variant === 'thumbnail' });
    const bytes = await this.storage.get(file.storageKey);
    if (!bytes) {
      throw new DomainError(ProfilesErrorCode.PhotoNotFound, `No photo ${photoId}.`, [photoId]);
    }
    await reply
      .header('content-type', file.contentType)
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  }
}
