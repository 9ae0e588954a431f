import { isValidEmail } from '@/lib/validation';

// Pure rules of the contact form (docs/product/site-and-navigation.md#contact-form).

export const CONTACT_NAME_MAX = 120;
export const CONTACT_DESCRIPTION_MAX = 5000;

export interface ContactValues {
  name: string;
  email: string;
  description: string;
}

export type ContactErrors = Partial<{
  name: 'required';
  email: 'required' | 'invalid';
  description: 'required';
}>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', description: '' };

/**
 * docs/product/site-and-navigation.md#contact-form, docs/product/forms.md#email — name, email and description
 * are all required; a bad e-mail is rejected.
 */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.name.trim()) errors.name = 'required';
  if (!values.email.trim()) errors.email = 'required';
  else if (!isValidEmail(values.email)) errors.email = 'invalid';
  if (!values.description.trim()) errors.description = 'required';
  return errors;
}

export function hasContactErrors(errors: ContactErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** What is sent: trimmed, as the server's schema expects. */
export function contactPayload(values: ContactValues): ContactValues {
  return { name: values.name.trim(), email: values.email.trim(), description: values.description.trim() };
}
