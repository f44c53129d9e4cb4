import {
  boards,
  type CreateRequirementBody,
  classLevels,
  createRequirementBody,
  type TeachingMode,
} from '@tuitionhub/contracts';
import { z } from 'zod';

/** The post-a-requirement form as typed: every box is text (or ticked values), nothing lost on error. */
export interface RequirementValues {
  subject: string;
  classLevel: string;
  board: string;
  modes: string[];
  city: string;
  locality: string;
  pincode: string;
  budget: string;
  schedule: string;
  details: string;
}

export const emptyRequirement: RequirementValues = {
  subject: '',
  classLevel: '',
  board: '',
  modes: [],
  city: '',
  locality: '',
  pincode: '',
  budget: '',
  schedule: '',
  details: '',
};

export const BUDGET_MAX = 1_000_000;

/**
 * The contract's `createRequirementBody` checked in the browser: its own rules for the text fields,
 * with the choices and the budget read from what the boxes hold (an empty select, a typed number).
 */
export const requirementFormSchema = createRequirementBody.extend({
  classLevel: z.enum(classLevels, { error: 'Please choose a class level' }),
  board: z.union([z.literal(''), z.enum(boards)]),
  modes: z.array(z.string()).min(1, 'Please choose at least one way to learn'),
  budget: z
    .string()
    .trim()
    .min(1, 'Please enter your budget per month')
    .regex(/^\d+$/, 'Please enter whole rupees, like 1500')
    .refine(
      (v) => Number(v) >= 1 && Number(v) <= BUDGET_MAX,
      'Budget must be between Rs. 1 and Rs. 10,00,000',
    ),
});

/** What is sent: the form's text as the contract's body. */
export const toBody = (v: RequirementValues): CreateRequirementBody => ({
  subject: v.subject.trim(),
  classLevel: v.classLevel as CreateRequirementBody['classLevel'],
  ...(v.board ? { board: v.board as NonNullable<CreateRequirementBody['board']> } : {}),
  modes: v.modes as TeachingMode[],
  ...(v.city.trim() ? { city: v.city.trim() } : {}),
  ...(v.locality.trim() ? { locality: v.locality.trim() } : {}),
  pincode: v.pincode.trim(),
  budget: Number(v.budget.trim()),
  schedule: v.schedule.trim(),
  details: v.details.trim(),
});
