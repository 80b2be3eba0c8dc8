import { z } from 'zod';
import { countSchema, dollarsSchema, idParamSchema, idSchema, isoDateTimeSchema } from './fields';
import { donationAmountProblem } from './donation-amounts';
import { defineRoute, type RouteGroup } from './route';

// Experiments on the donate page (docs/donation-rules.md, docs/experiments.md): the candidate owner runs two or more variants of the page's safe parts, and
// a visitor sees one, the same on every visit. A variant can hold only these four parts:
// the schemas are strict, so a field that would pre-select monthly, hide the amount or change
// anything else about the gift is refused (400) by the server and the owner's form alike.

/** How the form is laid out: everything at once, or the amount first and the rest after. */
export const DONATE_LAYOUTS = ['one-page', 'steps'] as const;
export type DonateLayout = (typeof DONATE_LAYOUTS)[number];

export const EXPERIMENT_LIMITS = {
  headlineMax: 80,
  nameMax: 60,
  minVariants: 2,
  maxVariants: 4,
  minPresets: 2,
  maxPresets: 6,
  maxWeight: 100,
} as const;

/**
 * Below this many visitors or gifts in any variant, the report says "Not enough data yet"
 * instead of intervals: with fewer, a 95% interval is too wide to tell variants apart.
 */
export const EXPERIMENT_MIN_SAMPLE = { visitors: 100, gifts: 10 } as const;
export const NOT_ENOUGH_DATA = 'Not enough data yet';

const presetAmountSchema = z
  .number()
  .refine((dollars) => donationAmountProblem(dollars) === null, 'Each preset must be a valid gift');

/** A headline is plain text: no markup, no line breaks. */
const headlineSchema = z
  .string()
  .trim()
  .min(1, 'Enter a headline')
  .max(EXPERIMENT_LIMITS.headlineMax, `At most ${EXPERIMENT_LIMITS.headlineMax} characters`)
  .refine((text) => !/[<>\r\n]/.test(text), 'Plain text only: no < > or line breaks');

/** What one variant changes on the donate page: nothing else may be varied. */
export const donateVariantSchema = z
  .strictObject({
    headline: headlineSchema,
    presetAmounts: z
      .array(presetAmountSchema)
      .min(EXPERIMENT_LIMITS.minPresets, `At least ${EXPERIMENT_LIMITS.minPresets} presets`)
      .max(EXPERIMENT_LIMITS.maxPresets, `At most ${EXPERIMENT_LIMITS.maxPresets} presets`)
      .refine((amounts) => new Set(amounts).size === amounts.length, 'Presets must differ'),
    /** One of the presets: the amount the form starts with (shown pressed, never hidden). */
    defaultAmount: z.number(),
    layout: z.enum(DONATE_LAYOUTS),
  })
  .refine((variant) => variant.presetAmounts.includes(variant.defaultAmount), {
    message: 'The default amount must be one of the presets',
    path: ['defaultAmount'],
  });
export type DonateVariant = z.infer<typeof donateVariantSchema>;

export const experimentVariantInputSchema = z.strictObject({
  name: z.string().trim().min(1, 'Name the variant').max(EXPERIMENT_LIMITS.nameMax),
  /** Its share of visitors, relative to the other variants' weights. */
  weight: z.number().int().min(1).max(EXPERIMENT_LIMITS.maxWeight),
  variant: donateVariantSchema,
});

export const createExperimentBodySchema = z.strictObject({
  name: z.string().trim().min(1, 'Name the experiment').max(EXPERIMENT_LIMITS.nameMax),
  variants: z
    .array(experimentVariantInputSchema)
    .min(EXPERIMENT_LIMITS.minVariants, `At least ${EXPERIMENT_LIMITS.minVariants} variants`)
    .max(EXPERIMENT_LIMITS.maxVariants, `At most ${EXPERIMENT_LIMITS.maxVariants} variants`),
});
export type CreateExperimentBody = z.input<typeof createExperimentBodySchema>;
export type CreateExperimentData = z.output<typeof createExperimentBodySchema>;

export const experimentVariantSchema = z.object({
  id: idSchema,
  name: z.string(),
  weight: z.number().int(),
  variant: donateVariantSchema,
});

export const experimentSchema = z.object({
  id: idSchema,
  name: z.string(),
  startedAt: isoDateTimeSchema,
  stoppedAt: isoDateTimeSchema.nullable(),
  variants: z.array(experimentVariantSchema),
});
export type Experiment = z.infer<typeof experimentSchema>;

/** A 95% interval around an estimate. */
const intervalSchema = z.object({ estimate: z.number(), low: z.number(), high: z.number() });
export type Interval = z.infer<typeof intervalSchema>;

export const variantReportSchema = z.object({
  variantId: idSchema,
  name: z.string(),
  visitors: countSchema,
  gifts: countSchema,
  raisedDollars: dollarsSchema,
  /** Gifts per visitor, Wilson interval; null below EXPERIMENT_MIN_SAMPLE. */
  conversion: intervalSchema.nullable(),
  /** Dollars per visitor, normal approximation with the sample variance; null below it. */
  dollarsPerVisitor: intervalSchema.nullable(),
});
export type VariantReport = z.infer<typeof variantReportSchema>;

export const experimentReportSchema = z.object({
  experiment: experimentSchema,
  variants: z.array(variantReportSchema),
});
export type ExperimentReport = z.infer<typeof experimentReportSchema>;

/** The owner's view: the running experiment, else the last stopped one, with reports. */
export const candidateExperimentsSchema = z.object({
  experiments: z.array(experimentReportSchema),
});
export type CandidateExperiments = z.infer<typeof candidateExperimentsSchema>;

/** The variant this visitor sees on the donate page, or null while no experiment runs. */
export const assignedVariantSchema = z.object({
  assigned: z
    .object({ experimentId: idSchema, variantId: idSchema, variant: donateVariantSchema })
    .nullable(),
});
export type AssignedVariant = z.infer<typeof assignedVariantSchema>;

const candidateIdParams = z.object({ candidateId: idParamSchema });
const experimentParams = z.object({ candidateId: idParamSchema, experimentId: idParamSchema });

/** Routes of the contract's `experiments` area (contract.ts), by name. */
export const experimentsRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/candidate/:candidateId/experiments',
    params: candidateIdParams,
    response: candidateExperimentsSchema,
    summary: "The candidate's donate page experiments, newest first, with reports (owner only)",
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/candidate/:candidateId/experiments',
    params: candidateIdParams,
    body: createExperimentBodySchema,
    response: experimentSchema,
    summary: 'Start a donate page experiment (owner only; 409 while one runs)',
  }),
  stop: defineRoute({
    method: 'POST',
    path: '/api/candidate/:candidateId/experiments/:experimentId/stop',
    params: experimentParams,
    response: experimentSchema,
    summary: 'Stop a donate page experiment (owner only)',
  }),
  assigned: defineRoute({
    method: 'GET',
    path: '/api/candidate/:candidateId/donate-variant',
    params: candidateIdParams,
    response: assignedVariantSchema,
    summary: "This visitor's variant of the donate page (sticky: a signed visitor cookie)",
  }),
} satisfies RouteGroup;
