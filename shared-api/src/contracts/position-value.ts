import { z } from 'zod';
import { POSITION_VALUES } from './positions';

// Kept apart from positions.ts so the position labels can load in the browser without zod.
export const positionValueSchema = z.enum(POSITION_VALUES, 'Select a position');
