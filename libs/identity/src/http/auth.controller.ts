import { Body, Controller, Get, HttpCode, Post, Put, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  ChangePasswordRequest,
  EmailChangeRequest,
  EmailRequest,
  LoginRequest,
  PhoneChangeRequest,
  RegistrationEmailCodeRequest,
  RegistrationRequest,
  ResetPasswordRequest,
  UpdateProfileRequest,
  VerificationCodeRequest,
} from '@store/contracts/requests';
import type { Position } from '@store/eventstore';
import { AuthUser, CommandContext, RequestContext, NotFoundError, UnauthorizedError } from '@store/platform';
import type { FastifyRequest } from 'fastify';
import { Authenticated, CurrentUser } from '../auth/decorators';
import { AuthenticatedRateLimited, RateLimited } from '../auth/rate-limit.guard';
import { RequestLimiter } from '../auth/request-limiter.service';
import { TokenService } from '../auth/token.service';
import { ContactChangeCommands } from '../commands/contact-change.commands';
import { EmailVerificationCommands } from '../commands/email-verification.commands';
import { LoginCommands } from '../commands/login.commands';
import { PasswordCommands } from '../commands/password.commands';
import { ProfileCommands } from '../commands/profile.commands';
import { RegistrationCommands } from '../commands/registration.commands';
import { IDENTITY_MESSAGES as M } from '../domain/messages';
import { AccountRequests } from '../jobs/account-requests';
import { UserAccountsQuery } from '../queries/user-accounts.query';
import { UserView } from '../queries/user-view';
import { ReadYourWrites } from '../services/read-your-writes.service';

/** The bearer token of a request ('' without one). */
const bearerTokenOf = (request: FastifyRequest) => request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '';

/** The Auth calls of spec section 7, under /api/auth. */
@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly registration: RegistrationCommands,
    private readonly emailVerification: EmailVerificationCommands,
    private readonly logins: LoginCommands,
    private readonly passwords: PasswordCommands,
    private readonly profiles: ProfileCommands,
    private readonly contactChanges: ContactChangeCommands,
    private readonly accounts: UserAccountsQuery,
    private readonly readYourWrites: ReadYourWrites,
    private readonly tokens: TokenService,
    private readonly limits: RequestLimiter,
    private readonly accountRequests: AccountRequests,
  ) {}

  /** The user as the read model shows it once it has caught up with `position`. */
  private async userAfter(userId: string, position: Position | null | undefined): Promise<UserView> {
    await this.readYourWrites.userAccount(position);
    const user = await this.accounts.byId(userId);
    if (!user) throw new NotFoundError(M.userNotFound);
    return user;
  }

  @Post('register')
  @HttpCode(201)
  @RateLimited('register')
  async register(@Body() body: RegistrationRequest, @RequestContext() context: CommandContext) {
    const address = body.address ? { ...body.address, country: body.address.country || 'India' } : null;
    const { userId, position } = await this.registration.register(
      {
        name: body.name,
        email: body.email,
        phone: body.phone,
        password: body.password,
        address,
        marketingConsent: body.marketingConsent === true,
      },
      context,
    );
    return { success: true, user: await this.userAfter(userId, position), message: M.registered };
  }

  /**
   * Only wrong passwords count: per (account, IP) pair and per IP. A shopper who knows the
   * password is never locked out from their own IP by someone else guessing elsewhere.
   */
  @Post('login')
  @HttpCode(200)
  async login(@Body() body: LoginRequest, @Req() request: FastifyRequest) {
    const subjects = { ip: request.ip, account: `${await this.limits.accountKey(body.email)}:ip:${request.ip}` };
    await this.limits.ensureBelow('login-failures', subjects);
    let result;
    try {
      result = await this.logins.login(body.email, body.password);
    } catch (error) {
      if (error instanceof UnauthorizedError) await this.limits.recordFailure('login-failures', subjects);
      throw error;
    }
    await this.limits.clearAccount('login-failures', subjects);
    return {
      success: true,
      message: M.loginSuccess,
      user: await this.userAfter(result.userId, result.position),
      token: result.token,
    };
  }

  @Post('logout')
  @HttpCode(200)
  @Authenticated()
  async logout(@Req() request: FastifyRequest) {
    const payload = await this.tokens.verify(bearerTokenOf(request));
    if (payload) await this.tokens.revoke(payload);
    return { success: true, message: M.logoutSuccess };
  }

  @Get('me')
  @Authenticated()
  async me(@CurrentUser() user: AuthUser) {
    return { success: true, user: await this.userAfter(user.id, null) };
  }

  /** Decision: GET /auth/verify checks the stored token (auth restored at start-up) and returns its user. */
  @Get('verify')
  @Authenticated()
  async verify(@CurrentUser() user: AuthUser) {
    return { success: true, valid: true, user: await this.userAfter(user.id, null) };
  }

  @Put('profile')
  @Authenticated()
  async updateProfile(
    @CurrentUser() user: AuthUser,
    @Body() body: UpdateProfileRequest,
    @RequestContext() context: CommandContext,
  ) {
    const address = body.address ? { ...body.address, country: body.address.country || 'India' } : body.address;
    const { position } = await this.profiles.update(
      user.id,
      { name: body.name, phone: body.phone || undefined, address },
      context,
    );
    return { success: true, message: M.profileUpdated, user: await this.userAfter(user.id, position) };
  }

  @Put('change-password')
  @Authenticated()
  async changePassword(
    @CurrentUser() user: AuthUser,
    @Body() body: ChangePasswordRequest,
    @RequestContext() context: CommandContext,
    @Req() request: FastifyRequest,
  ) {
    const { position } = await this.passwords.change(user.id, body.currentPassword, body.newPassword, context);
    await this.readYourWrites.userAccount(position); // every older token is refused from here on
    const current = await this.tokens.verify(bearerTokenOf(request));
    if (current) await this.tokens.revoke(current);
    return { success: true, message: M.passwordChanged, token: await this.tokens.issue(user.id) };
  }

  /** Answers before anything is looked up: the same work for every address (AccountRequests). */
  @Post('forgot-password')
  @HttpCode(200)
  @RateLimited('forgot-password')
  async forgotPassword(@Body() body: EmailRequest, @RequestContext() context: CommandContext) {
    await this.accountRequests.passwordReset(body.email, context);
    return { success: true, message: M.forgotPassword };
  }

  @Post('reset-password')
  @HttpCode(200)
  @RateLimited('verify')
  async resetPassword(@Body() body: ResetPasswordRequest, @RequestContext() context: CommandContext) {
    const { position } = await this.passwords.reset(body.token, body.password, context);
    await this.readYourWrites.userAccount(position);
    return { success: true, message: M.passwordReset };
  }

  @Post('send-email-verification')
  @HttpCode(200)
  @AuthenticatedRateLimited('resend')
  async sendEmailVerification(@CurrentUser() user: AuthUser, @RequestContext() context: CommandContext) {
    await this.emailVerification.sendCode(user.id, context);
    return { success: true, message: M.codeSent };
  }

  @Post('verify-email')
  @HttpCode(200)
  @AuthenticatedRateLimited('verify')
  async verifyEmail(
    @CurrentUser() user: AuthUser,
    @Body() body: VerificationCodeRequest,
    @RequestContext() context: CommandContext,
  ) {
    const { position } = await this.emailVerification.verify(user.id, body.code, context);
    return { success: true, message: M.emailVerified, user: await this.userAfter(user.id, position) };
  }

  /** Like forgot-password: queued, the same answer and work for every address. */
  @Post('send-registration-email-verification')
  @HttpCode(200)
  @RateLimited('resend')
  async sendRegistrationEmailVerification(@Body() body: EmailRequest, @RequestContext() context: CommandContext) {
    await this.accountRequests.registrationCode(body.email, context);
    return { success: true, message: M.registrationCodeSent };
  }

  @Post('verify-registration-email')
  @HttpCode(200)
  @RateLimited('verify')
  async verifyRegistrationEmail(@Body() body: RegistrationEmailCodeRequest, @RequestContext() context: CommandContext) {
    const { userId, position } = await this.emailVerification.verifyRegistration(body.email, body.code, context);
    const data = await this.userAfter(userId, position);
    return { success: true, message: M.emailVerified, token: await this.tokens.issue(userId), data };
  }

  @Post('send-phone-verification')
  @HttpCode(200)
  @AuthenticatedRateLimited('resend')
  async sendPhoneVerification(@CurrentUser() user: AuthUser, @RequestContext() context: CommandContext) {
    await this.contactChanges.sendPhoneVerification(user.id, context);
    return { success: true, message: M.phoneChangeCodeSent };
  }

  @Post('verify-phone')
  @HttpCode(200)
  @AuthenticatedRateLimited('verify')
  async verifyPhone(
    @CurrentUser() user: AuthUser,
    @Body() body: VerificationCodeRequest,
    @RequestContext() context: CommandContext,
  ) {
    const { position } = await this.contactChanges.verifyPhone(user.id, body.code, context);
    return { success: true, message: M.phoneVerified, user: await this.userAfter(user.id, position) };
  }

  @Post('request-email-change')
  @HttpCode(200)
  @AuthenticatedRateLimited('resend')
  async requestEmailChange(
    @CurrentUser() user: AuthUser,
    @Body() body: EmailChangeRequest,
    @RequestContext() context: CommandContext,
  ) {
    await this.contactChanges.request('email', user.id, body.newEmail, context);
    return { success: true, message: M.emailChangeCodeSent };
  }

  @Post('confirm-email-change')
  @HttpCode(200)
  @AuthenticatedRateLimited('verify')
  async confirmEmailChange(
    @CurrentUser() user: AuthUser,
    @Body() body: VerificationCodeRequest,
    @RequestContext() context: CommandContext,
  ) {
    const { position } = await this.contactChanges.confirm('email', user.id, body.code, context);
    return { success: true, message: M.emailChanged, user: await this.userAfter(user.id, position) };
  }

  @Post('request-phone-change')
  @HttpCode(200)
  @AuthenticatedRateLimited('resend')
  async requestPhoneChange(
    @CurrentUser() user: AuthUser,
    @Body() body: PhoneChangeRequest,
    @RequestContext() context: CommandContext,
  ) {
    await this.contactChanges.request('phone', user.id, body.newPhone, context);
    return { success: true, message: M.phoneChangeCodeSent };
  }

  @Post('confirm-phone-change')
  @HttpCode(200)
  @AuthenticatedRateLimited('verify')
  async confirmPhoneChange(
    @CurrentUser() user: AuthUser,
    @Body() body: VerificationCodeRequest,
    @RequestContext() context: CommandContext,
  ) {
    const { position } = await this.contactChanges.confirm('phone', user.id, body.code, context);
    return { success: true, message: M.phoneChanged, user: await this.userAfter(user.id, position) };
  }
}
