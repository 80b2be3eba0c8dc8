import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as contract from '../contracts/browser-contract';
import type { ExpressGiftValues, ExpressLinkFormValues } from '../contracts';
import { queryKeys } from '../query-keys';
import { apiRequest } from '../request';

// Express links (docs/donation-rules.md "Express links"): the donate page reads what a link
// offers (a GET, which charges nothing) and gives through it with one POST; the candidate
// owner makes, lists and switches off links.

const expressKeys = {
  link: (token: string | null) => [...queryKeys.donations.all, 'express', token] as const,
  list: (candidateId: number) =>
    [...queryKeys.donations.all, 'express-links', candidateId] as const,
};

/** GET /api/express-links/{token}; idle without a token. */
export function useExpressLink(token: string | null) {
  return useQuery({
    queryKey: expressKeys.link(token),
    queryFn: ({ signal }) =>
      apiRequest(contract.expressLinks.open, { params: { token: token! }, signal }),
    enabled: token !== null,
    retry: false,
  });
}

/** POST /api/express-links/{token}/give: the confirmation's press (keep the key per screen). */
export function useExpressGift(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExpressGiftValues) =>
      apiRequest(contract.expressLinks.give, { params: { token }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.donations.all }),
  });
}

/** GET /api/candidate/{id}/express-links: the owner's links. */
export function useExpressLinks(candidateId: number) {
  return useQuery({
    queryKey: expressKeys.list(candidateId),
    queryFn: ({ signal }) =>
      apiRequest(contract.expressLinks.list, { params: { candidateId }, signal }),
  });
}

export function useCreateExpressLink(candidateId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExpressLinkFormValues) =>
      apiRequest(contract.expressLinks.create, { params: { candidateId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: expressKeys.list(candidateId) }),
  });
}

export function useSwitchOffExpressLink(candidateId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: number) =>
      apiRequest(contract.expressLinks.switchOff, { params: { candidateId, linkId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: expressKeys.list(candidateId) }),
  });
}
