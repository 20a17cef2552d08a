/**
 * E-mail existence status of the registration form (spec 3 section 3.12): 2 checking, 0 not existing, 1 existing,
 * 3 existing employee, -1 failed. `checkEmail` answers `exists` and `isEmployee`; the client adds the in-flight
 * and failed states.
 */
import type { ResponseOf } from '../api/contract/define';
import type { checkEmail } from '../api/contract/customer';

export const EMAIL_STATUS = { checking: 2, notExisting: 0, existing: 1, existingEmployee: 3, failed: -1 } as const;
export type EmailStatus = (typeof EMAIL_STATUS)[keyof typeof EMAIL_STATUS];

export function emailStatusOf(answer: ResponseOf<typeof checkEmail>): EmailStatus {
  if (!answer.exists) return EMAIL_STATUS.notExisting;
  return answer.isEmployee ? EMAIL_STATUS.existingEmployee : EMAIL_STATUS.existing;
}
