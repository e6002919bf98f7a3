import { checkedRequest } from '../../src/requests';

/** What the API would answer about this body: its field errors ([] when it passes). */
export const problemsOf = (contract: new () => object, body: object) => checkedRequest(contract, body).problems;

/** The first problem's message, as the answer's `message` (undefined when it passes). */
export const messageOf = (contract: new () => object, body: object) => problemsOf(contract, body)[0]?.msg;

/** The body as the controller receives it: transformed, and checked (throws when it does not pass). */
export function accepted<Request extends object>(contract: new () => Request, body: object): Request {
  const { request, problems } = checkedRequest(contract, body);
  if (problems.length > 0) throw new Error(`expected no problems, got ${JSON.stringify(problems)}`);
  return request;
}
