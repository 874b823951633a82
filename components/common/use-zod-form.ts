'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldErrors, type FieldValues, type UseFormProps, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '@/lib/toast/toast-store';

/**
 * The bidder-side forms' one shape (docs/architecture.md §3, "Forms and dates"): react-hook-form checked
 * by the lib/rules zod schema the API applies too, as the back-office forms do. The portal's forms are
 * checked when sent, not while typed (reValidateMode 'onSubmit'; a form clears a field's message itself
 * when that field changes), and a refused send leaves the focus where it was (shouldFocusError false):
 * the message is said by the field's helper text and an error toast (toastFieldErrors).
 */
export function useZodForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'>,
) {
  return useForm<Input, unknown, Output>({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    ...options,
    // The resolver's input and output are the schema's own: the cast only bridges the overloads.
    resolver: zodResolver(schema as never) as never,
  });
}

/** The messages of a refused form, one per field in the schema's order (the first issue of each). */
export function fieldErrorMessages(errors: FieldErrors): string[] {
  return Object.values(errors).flatMap((e) => (e && typeof e.message === 'string' ? [e.message] : []));
}

/** handleSubmit's onInvalid for the bidder-side forms: each field's message as an error toast (docs/spec.md §5). */
export function toastFieldErrors(errors: FieldErrors): void {
  for (const message of fieldErrorMessages(errors)) toast.error(message);
}
