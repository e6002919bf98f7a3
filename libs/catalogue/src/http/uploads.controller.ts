import { Controller, HttpCode, Inject, OnModuleInit, Post, Req } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import multipart from '@fastify/multipart';
import { AdminOnly } from '@store/identity';
import { UPLOAD_NOT_AN_IMAGE, VALIDATION_MESSAGES } from '@store/contracts';
import type { FastifyRequest } from 'fastify';
import { ValidationError } from '@store/platform';
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
    if (!request.isMultipart()) throw new ValidationError(VALIDATION_MESSAGES.bannerImageRequired);
    const file = await request.file();
    if (!file || file.fieldname !== 'file') throw new ValidationError(VALIDATION_MESSAGES.bannerImageRequired);
    const bytes = await file.toBuffer().catch((error: { code?: string }) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new ValidationError(UPLOAD_MESSAGES.tooLarge);
      throw error;
    });
    const type = detectImageType(bytes);
    if (!type) throw new ValidationError(UPLOAD_MESSAGES.notAnImage);
    return { success: true, secure_url: await this.images.save(bytes, type) };
  }
}
