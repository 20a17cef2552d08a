import { afterEach, describe, expect, it } from 'vitest';
import { isApiError } from '../api/errors';
import { createTestServices, type TestServices } from '../../testing/test-services';
import { twoStepStart } from '../api/contract/auth';
import { confirmTwoStepChange, isPopupConfirmationFailure } from './two-step-change';

let services: TestServices;

afterEach(() => services.close());

describe('confirmTwoStepChange', () => {
  it.each([null, undefined, '', '  '])(
    "without a request id (%j) says 'Not Operation Id, Fail Operation' and sends nothing",
    async (reqId) => {
      services = createTestServices();
      await services.signIn('personal@demo.test');
      await services.harness.clearStats();
      const failure = await confirmTwoStepChange(services.api, { reqId, code: '123456' }).catch(
        (error: unknown) => error,
      );
      expect(isApiError(failure) && failure.message).toBe('Not Operation Id, Fail Operation');
      expect(isPopupConfirmationFailure(failure)).toBe(true);
      expect((await services.harness.stats()).twoStepConfirm ?? 0).toBe(0);
    },
  );

  it('a wrong code is refused with HTTP 400, shown in a popup', async () => {
    services = createTestServices();
    await services.signIn('personal@demo.test');
    const { reqId } = await services.api.call(twoStepStart, { mode: 'sms' });
    const failure = await confirmTwoStepChange(services.api, { reqId, code: '000000' }).catch(
      (error: unknown) => error,
    );
    expect(isApiError(failure) && failure.status).toBe(400);
    expect(isPopupConfirmationFailure(failure)).toBe(true);
  });
});
