/** The named method of the login history (spec 2 "Login history"). A from-date after the to-date answers 'VF'. */
import { RESPONSE_CODES } from '../../src/core/api/contract/envelope';
import type { SandboxContext } from '../context';
import { listLoginHistory } from '../domain/login-history';
import type { MethodHandlers } from './contract';
import { EnvelopeError, signedIn } from './contract';

export function loginHistoryHandlers(context: SandboxContext): Pick<MethodHandlers, 'loginHistoryGet'> {
  return {
    loginHistoryGet(input, call) {
      if (input.fromDate && input.toDate && input.fromDate > input.toDate) {
        const description = 'The start date must not be after the end date';
        throw new EnvelopeError(RESPONSE_CODES.verifyError, description, {
          validationErrors: [{ field: 'fromDate', description }],
        });
      }
      return listLoginHistory(context.db, signedIn(call).user.id, input);
    },
  };
}
