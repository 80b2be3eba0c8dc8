import { z } from 'zod';
import { dollarsSchema, idParamSchema, idSchema } from './fields';
import { defineRoute } from './route';

/** A donation as listed on the live stream (the full donation record is the server's). */
export const listedDonationSchema = z.object({
  id: idSchema,
  donorName: z.string(),
  /** Dollars. */
  amount: dollarsSchema,
  message: z.string().nullish(),
});
export type ListedDonation = z.infer<typeof listedDonationSchema>;

export const recentDonationsRoute = defineRoute({
  method: 'GET',
  path: '/api/donations/recent',
  query: z.object({ candidateId: idParamSchema }),
  response: z.array(listedDonationSchema),
  summary: "A candidate's latest donations, newest first",
});
