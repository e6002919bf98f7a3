import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  REVIEW_PHOTO_LIMITS,
  REVIEW_PHOTO_MESSAGES as PM,
  type ModeratedReviewResponse,
  type ModeratedReviewsPageResponse,
} from '@store/contracts';
import { ModeratedReviewsQuery, ReviewModerationRequest } from '@store/contracts/requests';
import { AdminOnly } from '@store/identity';
import { CommandContext, NotFoundError, RequestContext } from '@store/platform';
import { CatalogueCommands } from '../commands/catalogue-store.service';
import { CatalogueReadYourWrites } from '../commands/read-your-writes.service';
import { CATALOGUE_MESSAGES as M } from '../domain/messages';
import { PRODUCT_LISTING_PROJECTION } from '../projections/catalogue.projections';
import { ReviewModerationQuery } from '../queries/review-moderation.query';

/** The admin's review moderation (issue #44): every review, hide one or one of its photos with the reason. */
@ApiTags('reviews')
@Controller('admin/reviews')
@AdminOnly()
export class ReviewModerationController {
  constructor(
    private readonly commands: CatalogueCommands,
    private readonly reviews: ReviewModerationQuery,
    private readonly readYourWrites: CatalogueReadYourWrites,
  ) {}

  @Get()
  async list(@Query() query: ModeratedReviewsQuery): Promise<ModeratedReviewsPageResponse> {
    const page = await this.reviews.page(
      query.status ?? 'all',
      query.withPhotos ?? false,
      query.page ?? 1,
      query.limit ?? REVIEW_PHOTO_LIMITS.adminPageSize,
    );
    return { success: true, ...page };
  }

  @Post(':id/hide')
  @HttpCode(200)
  async hide(
    @Param('id') id: string,
    @Body() body: ReviewModerationRequest,
    @RequestContext() context: CommandContext,
  ): Promise<ModeratedReviewResponse> {
    return this.moderate(id, { reason: body.reason }, PM.reviewHidden, context);
  }

  @Post(':id/photos/:photoId/hide')
  @HttpCode(200)
  async hidePhoto(
    @Param('id') id: string,
    @Param('photoId') photoId: string,
    @Body() body: ReviewModerationRequest,
    @RequestContext() context: CommandContext,
  ): Promise<ModeratedReviewResponse> {
    return this.moderate(id, { reason: body.reason, photoId }, PM.photoHidden, context);
  }

  private async moderate(
    id: string,
    command: { reason: string; photoId?: string },
    message: string,
    context: CommandContext,
  ): Promise<ModeratedReviewResponse> {
    const found = await this.reviews.byId(id);
    if (!found) throw new NotFoundError(M.reviewNotFound);
    const { productId, userId } = found.review;
    const position = await this.commands.moderateReview(productId, userId._id, command, context);
    await this.readYourWrites.wait(position, [PRODUCT_LISTING_PROJECTION]);
    const review = await this.reviews.byId(id);
    if (!review) throw new NotFoundError(M.reviewNotFound);
    return { success: true, review, message };
  }
}
