import { z } from 'zod';
import { STATE_CODES } from './states';

// Kept apart from states.ts so the state list can load in the browser without zod.
export const stateCodeSchema = z.enum(STATE_CODES, 'Unknown state code');
