import { Controller, HttpCode, Inject, OnModuleInit, Post, Req } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import multipart from '@fastify/multipart';
import { AdminOnly, AuthenticatedRateLimited, CurrentUser } from '@store/identity';
import {
  REVIEW_PHOTO_LIMITS,
  REVIEW_PHOTO_MESSAGES,
  UPLOAD_NOT_AN_IMAGE,
  VALIDATION_MESSAGES,
  type ReviewPhotoUploadResponse,
} from '@store/contracts';
import type { FastifyRequest } from 'fastify';
import { type AuthUser, ValidationError } from '@store/platform';
import { ReviewPhotoTokens } from '../commands/review-photo-tokens';
import { detectImageType } from '../uploads/image-type';
import { IMAGE_STORE, ImageStore } from '../uploads/image-store';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MESSAGES = {
  notAnImage: UPLOAD_NOT_AN_IMAGE,
  tooLarge: 'Images must be 5 MB or smaller',
} as const;

/** POST /api/uploads: an admin's image, checked by its content, answered as { secure_url }. */
@ApiTags('uploads')
@Controller('uploads')
export class UploadsController implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(IMAGE_STORE) private readonly images: ImageStore,
    private readonly photoTokens: ReviewPhotoTokens,
  ) {}

  onModuleInit() {
    // ROLE=projector|worker build an application context with no HTTP adapter: nothing to register.
    const adapter = this.adapterHost.httpAdapter;
    if (!adapter) return;
    // Multipart parsing only for this module's route; the rest of the API stays JSON-only.
    void adapter.getInstance().register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  }

  @Post()
  @HttpCode(201)
  @AdminOnly()
  @ApiConsumes('multipart/form-data')
  async upload(@Req() request: FastifyRequest) {
    const bytes = await this.imageOf(
      request,
      MAX_UPLOAD_BYTES,
      VALIDATION_MESSAGES.bannerImageRequired,
      UPLOAD_MESSAGES.tooLarge,
    );
    const type = detectImageType(bytes);
    if (!type) throw new ValidationError(UPLOAD_MESSAGES.notAnImage);
    return { success: true, secure_url: await this.images.save(bytes, type) };
  }

  /**
   * POST /api/uploads/review-photos (issue #44): a signed-in shopper's photo for a review, checked
   * by its content like a product image, at most 4 MB; answered with the token the review names it
   * by (counted in the shopper's review-write limit).
   */
  @Post('review-photos')
  @HttpCode(201)
  @AuthenticatedRateLimited('review-write')
  @ApiConsumes('multipart/form-data')
  async reviewPhoto(@Req() request: FastifyRequest, @CurrentUser() user: AuthUser): Promise<ReviewPhotoUploadResponse> {
    const M = REVIEW_PHOTO_MESSAGES;
    const bytes = await this.imageOf(request, REVIEW_PHOTO_LIMITS.maxBytes, M.photoRequired, M.tooLarge);
    const type = detectImageType(bytes);
    if (!type) throw new ValidationError(UPLOAD_MESSAGES.notAnImage);
    const url = await this.images.save(bytes, type);
    return { success: true, photo: { url, token: this.photoTokens.issue(user.id, url) } };
  }

  /** The one file of field `file`, at most `maxBytes` (400 with `missing` or `tooLarge` otherwise). */
  private async imageOf(request: FastifyRequest, maxBytes: number, missing: string, tooLarge: string) {
    if (!request.isMultipart()) throw new ValidationError(missing);
    const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!file || file.fieldname !== 'file') throw new ValidationError(missing);
    return file.toBuffer().catch((error: { code?: string }) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new ValidationError(tooLarge);
      throw error;
    });
  }
}
