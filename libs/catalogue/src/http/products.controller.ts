import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  NotifyMeRequest,
  PageQuery,
  ProductListQuery,
  ProductRequest,
  ReviewRequest,
  StockAdjustmentRequest,
  UpcomingRequest,
} from '@store/contracts/requests';
import { AdminOnly, AuthenticatedRateLimited, CurrentUser, OptionalAuth, RateLimited } from '@store/identity';
import {
  AuthUser,
  CommandContext,
  EncodedAnswers,
  JSON_CONTENT_TYPE,
  NotFoundError,
  RequestContext,
  sendEncoded,
  ValidationError,
} from '@store/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CatalogueCommands } from '../commands/catalogue-store.service';
import { CatalogueReadYourWrites } from '../commands/read-your-writes.service';
import { CATALOGUE_MESSAGES as M } from '../domain/messages';
import { EMAIL_PATTERN, PRODUCTS_PAGE_SIZE } from '@store/contracts';
import { normaliseNotifyEmail, NotifyMeSubscriptions } from '../commands/notify-me-subscriptions.service';
import { BestSellersQuery } from '../queries/best-sellers.query';
import type { ProductFacets } from '../queries/product-rows';
import type { ProductView } from '../queries/product-view';
import { ProductsQuery } from '../queries/products.query';
import { ReviewsQuery, StockHistoryQuery } from '../queries/reviews.query';

export { PRODUCTS_PAGE_SIZE };

/** Products, spec section 7. Reads are public; writes are admin-only (401/403). */
@ApiTags('products')
@Controller('products')
export class ProductsController {
  /** The public reads' answers, serialized and compressed once per cached value (EncodedAnswers). */
  private readonly facetAnswers = new EncodedAnswers((facets: ProductFacets) => ({ success: true, ...facets }));
  private readonly shelfAnswers = new EncodedAnswers((products: ProductView[]) => ({ success: true, products }));
  private readonly productAnswers = new EncodedAnswers((product: ProductView) => ({ success: true, product }));

  constructor(
    private readonly commands: CatalogueCommands,
    private readonly products: ProductsQuery,
    private readonly reviews: ReviewsQuery,
    private readonly stockHistory: StockHistoryQuery,
    private readonly readYourWrites: CatalogueReadYourWrites,
    private readonly notifyMe: NotifyMeSubscriptions,
    private readonly bestSellerShelf: BestSellersQuery,
  ) {}

  /** { success, products, currentPage, totalPages, total }, serialized once per page and listing change. */
  @Get()
  async list(@Query() query: ProductListQuery, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const filter = { ...query, page: query.page ?? 1, limit: query.limit ?? PRODUCTS_PAGE_SIZE };
    return sendEncoded(request, reply, await this.products.listBody(filter), JSON_CONTENT_TYPE);
  }

  /** The brands, colours, sizes and price range the listing can be filtered by. */
  @Get('facets')
  async facets(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const body = this.facetAnswers.of(await this.products.facets());
    return sendEncoded(request, reply, body, JSON_CONTENT_TYPE);
  }

  @Get('featured')
  async featured(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const body = this.shelfAnswers.of(await this.products.shelf('is_featured'));
    return sendEncoded(request, reply, body, JSON_CONTENT_TYPE);
  }

  @Get('new-arrivals')
  async newArrivals(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const body = this.shelfAnswers.of(await this.products.shelf('is_new_arrival'));
    return sendEncoded(request, reply, body, JSON_CONTENT_TYPE);
  }

  @Get('best-sellers')
  async bestSellers(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const body = this.shelfAnswers.of(await this.bestSellerShelf.shelf());
    return sendEncoded(request, reply, body, JSON_CONTENT_TYPE);
  }

  @Get(':id')
  async get(@Param('id') id: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return sendEncoded(request, reply, this.productAnswers.of(await this.found(id)), JSON_CONTENT_TYPE);
  }

  @Post()
  @AdminOnly()
  async create(@Body() body: ProductRequest, @RequestContext() context: CommandContext) {
    const { productId, position } = await this.commands.createProduct(body, context);
    await this.readYourWrites.wait(position);
    return { success: true, message: M.productCreated, product: await this.found(productId) };
  }

  @Put(':id')
  @AdminOnly()
  async update(@Param('id') id: string, @Body() body: ProductRequest, @RequestContext() context: CommandContext) {
    await this.readYourWrites.wait(await this.commands.updateProduct(id, body, context));
    return { success: true, message: M.productUpdated, product: await this.found(id) };
  }

  @Delete(':id')
  @AdminOnly()
  async remove(@Param('id') id: string, @RequestContext() context: CommandContext) {
    await this.readYourWrites.wait(await this.commands.deleteProduct(id, context));
    return { success: true, message: M.productDeleted };
  }

  @Put(':id/upcoming')
  @AdminOnly()
  async upcoming(@Param('id') id: string, @Body() body: UpcomingRequest, @RequestContext() context: CommandContext) {
    await this.commands.requireProduct(id);
    await this.readYourWrites.wait(await this.commands.setUpcoming(id, body.isUpcoming, context));
    return { success: true, product: await this.found(id) };
  }

  @Post(':id/stock-adjustments')
  @HttpCode(201)
  @AdminOnly()
  async adjustStock(
    @Param('id') id: string,
    @Body() body: StockAdjustmentRequest,
    @RequestContext() context: CommandContext,
  ) {
    await this.readYourWrites.wait(await this.commands.adjustStock(id, body, context));
    return { success: true, product: await this.found(id) };
  }

  @Get(':id/stock-history')
  @AdminOnly()
  async history(@Param('id') id: string, @Query() query: PageQuery) {
    await this.commands.requireProduct(id);
    return { success: true, ...(await this.stockHistory.forProduct(id, query.page ?? 1, query.limit ?? 20)) };
  }

  /**
   * Notify me. A signed-in shopper without an {email}, or with their own account e-mail, is
   * subscribed at once (their account e-mail is verified). Any other address (a guest's, or one a
   * signed-in shopper types) gets a confirmation e-mail and is subscribed only from its link; the
   * answer is the same whatever that address's state, so it reveals nothing about it.
   */
  @Post(':id/notify')
  @HttpCode(200)
  @OptionalAuth()
  @RateLimited('notify-me')
  async notify(
    @Param('id') id: string,
    @Body() body: NotifyMeRequest,
    @CurrentUser() user: AuthUser | undefined,
    @RequestContext() context: CommandContext,
  ) {
    const product = await this.commands.requireProduct(id);
    const given = body.email?.trim();
    if (user?.email && (!given || normaliseNotifyEmail(given) === normaliseNotifyEmail(user.email))) {
      const added = await this.notifyMe.subscribeAccount(id, user.email, user.id, context);
      return { success: true, message: added ? M.notifySubscribed : M.notifyAlready };
    }
    if (!given) throw new ValidationError(M.emailRequired, 'email');
    if (!EMAIL_PATTERN.test(given)) throw new ValidationError(M.emailInvalid, 'email');
    await this.notifyMe.requestConfirmation(id, product.name, given, user?.id ?? null, context);
    return { success: true, message: M.notifyConfirmationSent };
  }

  @Get(':id/notify/count')
  @AdminOnly()
  async notifyCount(@Param('id') id: string) {
    await this.commands.requireProduct(id);
    return { success: true, count: await this.notifyMe.confirmedCount(id) };
  }

  /** The same as POST /reviews with the product from the path. */
  @Post(':id/reviews')
  @AuthenticatedRateLimited('review-write')
  async review(
    @Param('id') id: string,
    @Body() body: ReviewRequest,
    @CurrentUser() user: AuthUser,
    @RequestContext() context: CommandContext,
  ) {
    const { reviewId, position } = await this.commands.createReview(id, user, body.rating, body.comment, context);
    await this.readYourWrites.wait(position);
    return { success: true, review: await this.reviews.byId(reviewId) };
  }

  private async found(id: string) {
    const product = await this.products.byId(id);
    if (!product) throw new NotFoundError(M.productNotFound);
    return product;
  }
}
