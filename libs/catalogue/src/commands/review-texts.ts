import { ConflictError, isSealedValue, PersonalData, userSubject } from '@store/platform';
import { CATALOGUE_MESSAGES as M } from '../domain/messages';

/**
 * A review's personal texts, sealed under the reviewer's own key: deleting the account erases
 * them from every review event. Without PersonalData (unit tests of the write side) names are
 * not kept and comments cannot be written.
 */
export class ReviewTexts {
  constructor(private readonly personalData?: PersonalData) {}

  /** The reviewer's name, sealed under their own key. */
  async sealName(user: { id: string; name: string }): Promise<string | null> {
    return (await this.personalData?.sealExisting(userSubject(user.id), user.name)) ?? null;
  }

  /**
   * The review's text, sealed under the reviewer's key like their name: people write their name,
   * phone or street into reviews, and deleting the account must erase that too. A deleted
   * reviewer's key is gone: their review's text can no longer be written (409).
   */
  async sealComment(userId: string, comment: string): Promise<string> {
    const sealed = await this.personalData?.sealExisting(userSubject(userId), comment);
    if (!sealed) throw new ConflictError(M.reviewerErased);
    return sealed;
  }

  /** A recorded comment as text: opened with the reviewer's key, or as recorded before sealing; null once erased. */
  async openComment(userId: string, stored: string): Promise<string | null> {
    if (!isSealedValue(stored)) return stored;
    return (await this.personalData?.open<string>({ subject: userSubject(userId), sealed: stored })) ?? null;
  }
}
