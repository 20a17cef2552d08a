import { useEffect, useState } from 'react';
import type { PaymentModel } from '../../core/payments/payment-model';

/**
 * The payment model (core/payments) of a payment on screen: made once by `create`, started when the component
 * mounts (accounts, rates, quote) and disposed when it unmounts (requests aborted, approval stopped).
 */
export function usePaymentModel(create: () => PaymentModel): PaymentModel {
  const [model] = useState(create);
  useEffect(() => {
    model.start();
    return () => model.dispose();
  }, [model]);
  return model;
}
