import { Body, Controller, Get, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import { detectImageType, IMAGE_STORE, UPLOAD_MESSAGES, type ImageStore } from '@store/catalogue';
import { RETURN_LIMITS, RETURN_MESSAGES as M } from '@store/contracts';
import { CreateReturnRequest } from '@store/contracts/requests';
import { CurrentUser, OptionalAuth } from '@store/identity';
import { OrderVisibility, orderTokenOf, type OrderState } from '@store/ordering';
import { AuthUser, CommandContext, ForbiddenError, RequestContext, ValidationError } from '@store/platform';
import type { FastifyRequest } from 'fastify';
import { ReturnsService } from '../commands/returns.service';
import { ReturnsViews } from '../queries/returns-views';

/**
 * An order's returns (issue #43), for whoever may see the order (the buyer, a guest with the
 * order's token, an admin; anyone else 404): the requests and what can still be returned. Only
 * the customer (the buyer, or the guest with the token) asks for a return and uploads its photos.
 */
@ApiTags('returns')
@Controller('orders/:id/returns')
export class OrderReturnsController {
  constructor(
    private readonly visibility: OrderVisibility,
    private readonly returns: ReturnsService,
    private readonly views: ReturnsViews,
    @Inject(IMAGE_STORE) private readonly images: ImageStore,
  ) {}

  @Get()
  @OptionalAuth()
  async list(@Param('id') id: string, @CurrentUser() user: AuthUser | undefined, @Req() request: FastifyRequest) {
    const order = await this.visibility.require(id, user, orderTokenOf(request));
    return { success: true, ...(await this.views.forOrder(order)) };
  }

  @Post()
  @OptionalAuth()
  @HttpCode(201)
  async request(
    @Param('id') id: string,
    @Body() body: CreateReturnRequest,
    @CurrentUser() user: AuthUser | undefined,
    @Req() request: FastifyRequest,
    @RequestContext() context: CommandContext,
  ) {
    const order = await this.customerOrder(id, user, request);
    await this.views.wait(await this.returns.request(order, body, context));
    return { success: true, message: M.requested, ...(await this.views.forOrder(order)) };
  }

  /** A photo of the damage or defect: checked by its content like a product image, at most 5 MB; answers its address. */
  @Post('photos')
  @OptionalAuth()
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  async photo(@Param('id') id: string, @CurrentUser() user: AuthUser | undefined, @Req() request: FastifyRequest) {
    await this.customerOrder(id, user, request);
    if (!request.isMultipart()) throw new ValidationError(M.photoRequired, 'file');
    const file = await request.file({ limits: { fileSize: RETURN_LIMITS.photoMaxBytes, files: 1 } });
    if (!file || file.fieldname !== 'file') throw new ValidationError(M.photoRequired, 'file');
    const bytes = await file.toBuffer().catch((error: { code?: string }) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new ValidationError(M.photoTooLarge, 'file');
      throw error;
    });
    const type = detectImageType(bytes);
    if (!type) throw new ValidationError(UPLOAD_MESSAGES.notAnImage, 'file');
    return { success: true, secure_url: await this.images.save(bytes, type) };
  }

  /** The order, for its customer only: the buyer's account or a guest order's token (an admin may look, not ask). */
  private async customerOrder(id: string, user: AuthUser | undefined, request: FastifyRequest): Promise<OrderState> {
    const order = await this.visibility.require(id, user, orderTokenOf(request));
    const isBuyer = user !== undefined && order.userId === user.id;
    const isGuest = order.userId === null && (user === undefined || user.role !== 'admin');
    if (!isBuyer && !isGuest) throw new ForbiddenError(M.customerOnly);
    return order;
  }
}
