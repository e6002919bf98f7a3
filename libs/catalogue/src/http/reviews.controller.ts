import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CreateReviewRequest, PageQuery, ReviewRequest } from '@store/contracts/requests';
import { LIMITS } from '@store/contracts';
import { Authenticated, AuthenticatedRateLimited, CurrentUser } from '@store/identity';
import { AuthUser, CommandContext, RequestContext, ForbiddenError, NotFoundError } from '@store/platform';
import { CatalogueCommands } from '../commands/catalogue-store.service';
import { CatalogueReadYourWrites } from '../commands/read-your-writes.service';
import { CATALOGUE_MESSAGES as M } from '../domain/messages';
import { ReviewsQuery } from '../queries/reviews.query';
import { ReviewModerationQuery } from '../queries/review-moderation.query';
import { ReviewPhotoTokens } from '../commands/review-photo-tokens';

/** Reviews, spec section 7: reading is public; writing needs a sign-in; owner or admin may change one. */
@ApiTags('reviews')
@Controller('reviews')
export class ReviewsController {
  constructor(
    private readonly commands: CatalogueCommands,
    private readonly reviews: ReviewsQuery,
    private readonly readYourWrites: CatalogueReadYourWrites,
    private readonly photoTokens: ReviewPhotoTokens,
    private readonly moderation: ReviewModerationQuery,
  ) {}

  @Get('user/:productId')
  @Authenticated()
  async mine(@Param('productId') productId: string, @CurrentUser() user: AuthUser) {
    return { success: true, review: await this.reviews.byUser(productId, user.id) };
  }

  /** The product page's gallery of customer photos (issue #44): the newest photos of visible reviews. */
  @Get(':productId/photos')
  async photos(@Param('productId') productId: string) {
    return { success: true as const, photos: await this.moderation.customerPhotos(productId) };
  }

  @Get(':productId')
  async forProduct(@Param('productId') productId: string, @Query() query: PageQuery) {
    return {
      success: true,
      reviews: await this.reviews.forProduct(productId, query.page ?? 1, query.limit ?? LIMITS.reviewsPageSize),
    };
  }

  @Post()
  @AuthenticatedRateLimited('review-write')
  async create(
    @Body() body: CreateReviewRequest,
    @CurrentUser() user: AuthUser,
    @RequestContext() context: CommandContext,
  ) {
    const { reviewId, position } = await this.commands.createReview(
      body.productId,
      user,
      body.rating,
      body.comment,
      context,
      this.photoTokens.checked(user.id, body.photos),
    );
    await this.readYourWrites.wait(position);
    return { success: true, review: await this.reviews.byId(reviewId) };
  }

  @Put(':id')
  @AuthenticatedRateLimited('review-write')
  async edit(
    @Param('id') id: string,
    @Body() body: ReviewRequest,
    @CurrentUser() user: AuthUser,
    @RequestContext() context: CommandContext,
  ) {
    const review = await this.owned(id, user);
    await this.readYourWrites.wait(
      await this.commands.editReview(review.productId, review.userId._id, body.rating, body.comment, context),
    );
    return { success: true, review: await this.reviews.byId(id) };
  }

  @Delete(':id')
  @Authenticated()
  async remove(@Param('id') id: string, @CurrentUser() user: AuthUser, @RequestContext() context: CommandContext) {
    const review = await this.owned(id, user);
    await this.readYourWrites.wait(await this.commands.deleteReview(review.productId, review.userId._id, context));
    return { success: true, message: M.reviewDeleted };
  }

  private async owned(id: string, user: AuthUser) {
    const review = await this.reviews.byId(id);
    if (!review) throw new NotFoundError(M.reviewNotFound);
    if (review.userId._id !== user.id && user.role !== 'admin') throw new ForbiddenError(M.notAllowed);
    return review;
  }
}
