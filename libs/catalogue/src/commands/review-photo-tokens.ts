import { Inject, Injectable } from '@nestjs/common';
import { REVIEW_PHOTO_LIMITS, REVIEW_PHOTO_MESSAGES as M } from '@store/contracts';
import { AppConfig, CLOCK, type Clock, CONFIG, ExpiringSignedTokens, ValidationError } from '@store/platform';
import { randomUUID } from 'node:crypto';
import type { ReviewPhoto } from '../domain/review';

/**
 * A review names its photos by the address the upload answered and a token signed for that
 * shopper and address (a key derived from JWT_SECRET for this purpose, valid 24 hours), so a
 * review can carry only photos its author uploaded here: no outside address, no one else's photo.
 */
@Injectable()
export class ReviewPhotoTokens {
  private readonly tokens: ExpiringSignedTokens;

  constructor(
    @Inject(CONFIG) config: Pick<AppConfig, 'JWT_SECRET'>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.tokens = new ExpiringSignedTokens(
      config.JWT_SECRET,
      'review-photo/v1',
      REVIEW_PHOTO_LIMITS.tokenTtlHours * 3600 * 1000,
    );
  }

  issue(userId: string, url: string): string {
    return this.tokens.issue(`${userId}|${url}`, this.clock.now().getTime());
  }

  /** The photos of a new review, each given an id; 400 'This photo upload is not valid...' for any token that does not check. */
  checked(userId: string, photos: readonly { url: string; token: string }[] | undefined): ReviewPhoto[] {
    return (photos ?? []).map(({ url, token }) => {
      if (this.tokens.check(`${userId}|${url}`, token, this.clock.now().getTime()) !== 'valid')
        throw new ValidationError(M.photoInvalid, 'photos');
      return { photoId: randomUUID(), url };
    });
  }
}
