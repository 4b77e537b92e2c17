import { z } from 'zod';
import { emailField, optionalText, phoneField, requiredText } from './fields';

/**
 * POST /user/update (multipart): every field is optional (only the ones sent change), but a required
 * one (name, surname, phone, email) cannot be emptied; fathersName and company can.
 */
export const profileUpdateSchema = z.object({
  surname: requiredText().optional(),
  name: requiredText().optional(),
  fathersName: optionalText().optional(),
  phone: phoneField.optional(),
  email: emailField.optional(),
  company: optionalText(200).optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/** The Settings tab's form (labels of spec §3: surname, name, patronymic, telephone, mail, organization). */
export const profileFormSchema = z.object({
  surname: requiredText(),
  name: requiredText(),
  fathersName: optionalText(),
  phone: phoneField,
  email: emailField,
  company: optionalText(200),
});
export type ProfileFormValues = z.input<typeof profileFormSchema>;
