import { EmailAddress } from './account-fields';

/** POST /personal-data/erase-guest (admin): a guest's e-mail address. */
export class EraseGuestRequest {
  @EmailAddress()
  email!: string;
}
