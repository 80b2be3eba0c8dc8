import { waitFor } from '@testing-library/react';
import { failure, json, mockApi, renderHookWithQueryClient } from 'shared-config/testing';
import { usePaymentMode } from './use-payment-mode';

describe('usePaymentMode', () => {
  it.each([true, false])('reads testMode %p', async (testMode) => {
    const server = mockApi({ 'GET /api/donations/payment-mode': () => json(200, { testMode }) });
    const { result } = renderHookWithQueryClient(() => usePaymentMode());
    await waitFor(() => expect(result.current.data).toEqual({ testMode }));
    expect(server.requests.map((r) => r.url)).toEqual(['/api/donations/payment-mode']);
  });

  it('fails with the request error when the server cannot answer', async () => {
    mockApi({ 'GET /api/donations/payment-mode': () => failure(500, 'Internal Server Error') });
    const { result } = renderHookWithQueryClient(() => usePaymentMode());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('500: {"message":"Internal Server Error"}');
  });
});
