import type { CommandContext, CommandHandling } from '@store/platform';
import { wrongCodeError } from '../domain/codes';
import type { UserCommand } from '../domain/user-commands';
import { userDecider } from '../domain/user-decider';
import { userStream } from '../streams';

/**
 * Submits a code: a wrong one is recorded (VerificationAttemptFailed, counting towards the 5
 * tries) and then answered with 400; a right one returns the command's result.
 */
export async function submitCode(
  commands: CommandHandling,
  userId: string,
  command: UserCommand,
  context: CommandContext,
) {
  const result = await commands.decide(userDecider, userStream(userId), command, context);
  const failure = result.events.find((event) => event.type === 'VerificationAttemptFailed');
  if (failure?.type === 'VerificationAttemptFailed') throw wrongCodeError(failure.data.attempts);
  return result;
}
