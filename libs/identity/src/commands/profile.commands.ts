import { Injectable } from '@nestjs/common';
import type { Position } from '@store/eventstore';
import { CommandContext, CommandHandling, NotFoundError, ValidationError } from '@store/platform';
import { IDENTITY_MESSAGES as M } from '../domain/messages';
import { userDecider } from '../domain/user-decider';
import type { AddressFields, ProfilePersonal } from '../domain/user-events';
import { ContactService } from '../services/contact.service';
import { PersonalDataService } from '../services/personal-data.service';
import { userStream } from '../streams';

export interface ProfileInput {
  name?: string;
  /** Normalised; must equal the current phone (changes go through request-phone-change). */
  phone?: string;
  /** undefined: keep; null: clear ('Use a different address'). */
  address?: AddressFields | null;
}

/** The profile: name and address. The e-mail is read-only; the phone changes by code. */
@Injectable()
export class ProfileCommands {
  constructor(
    private readonly commands: CommandHandling,
    private readonly contacts: ContactService,
    private readonly personal: PersonalDataService,
  ) {}

  /** PUT /auth/profile. */
  async update(userId: string, input: ProfileInput, context: CommandContext): Promise<{ position: Position | null }> {
    const current = await this.contacts.contact(userId);
    if (!current) throw new NotFoundError(M.userNotFound);
    if (input.phone && input.phone !== current.phone) throw new ValidationError(M.phoneChangeNeedsCode, 'phone');
    const address = input.address === undefined ? current.address : input.address;
    const profile: ProfilePersonal = { name: input.name ?? current.name, address };
    const sealed = await this.personal.seal(userId, profile);
    const { position } = await this.commands.decide(
      userDecider,
      userStream(userId),
      { type: 'UpdateProfile', personal: sealed, now: this.commands.now() },
      context,
    );
    return { position };
  }
}
