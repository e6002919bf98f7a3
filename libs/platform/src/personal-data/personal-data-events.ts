import { randomUUID } from 'node:crypto';

/**
 * Recorded after the keys of `subjects` were destroyed: every projection that shows personal data
 * forgets that of these subjects at once (a replay would open nothing anyway).
 */
export interface PersonalDataErased {
  type: 'PersonalDataErased';
  data: { subjects: string[]; reason: 'user-deleted' | 'guest-erased'; at: string };
}

export const PERSONAL_DATA_ERASED = 'PersonalDataErased';
export const personalDataErasureStream = () => `personaldata-${randomUUID()}`;
export const isPersonalDataStream = (streamId: string) => streamId.startsWith('personaldata-');
