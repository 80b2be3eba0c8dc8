import { queryOptions, useQuery } from '@tanstack/react-query';
import * as contract from '../contracts/browser-contract';
import { queryKeys } from '../query-keys';
import { apiRequest } from '../request';

/** Which payment provider the server uses; it is set at start, so it is read once. */
export function paymentModeQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.donations.paymentMode(),
    queryFn: ({ signal }): Promise<{ testMode: boolean }> =>
      apiRequest(contract.donations.paymentMode, { signal }),
  });
}

/** GET /api/donations/payment-mode: whether the donation page shows TEST MODE. */
export function usePaymentMode() {
  return useQuery(paymentModeQueryOptions());
}
