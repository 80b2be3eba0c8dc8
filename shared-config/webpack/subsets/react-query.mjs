// What the site uses of TanStack Query (shared-subsets.js): the shared module is this file, so
// a page carries these hooks and what they need, not useQueries, hydration, streamed queries
// or the suspense hooks. Add a name here before importing it (shared-subsets.test.js).
export {
  QueryClient,
  QueryClientProvider,
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  skipToken,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from 'paid-full-package/@tanstack/react-query';
