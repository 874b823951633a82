'use client';
import type { ReactNode } from 'react';
import { Controller, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

type Props<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText'
> & {
  /** The form of useZodForm (components/common/use-zod-form.ts). */
  form: UseFormReturn<T, unknown, unknown>;
  name: FieldPath<T>;
  /** What the field keeps of a keystroke or a paste (digits only, a length limit …); all of it unless told. */
  keep?: (typed: string) => string;
  /** Under the field while it has no message: a hint, or one made of the value (a character counter). */
  hint?: ReactNode | ((value: string) => ReactNode);
  /** After each change, e.g. to forget what was looked up for the old value. */
  onEdit?: () => void;
  /**
   * A length limit shown as the person types (issue #36 item 5): the counter 'n/max' is the hint, and
   * past the limit the field turns to its error with the rule's message. Nothing typed or pasted is
   * cut off: the schema refuses the send instead, so no text is lost without a word.
   */
  limit?: { max: number; message: string };
};

/** The counter under a limited field: '12/50', or past the limit the message and the count. */
export function limitHint(value: string, limit: { max: number; message: string }): string {
  const count = `${value.length}/${limit.max}`;
  return value.length > limit.max ? `${limit.message} (${count})` : count;
}

/**
 * A MUI text field of a bidder-side form (docs/architecture.md §3, "Forms and dates"): it keeps what
 * its rule allows of each keystroke, shows the field's message from the schema in its helper text
 * (announced with the field) and forgets that message as soon as the value changes.
 */
export function RuleTextField<T extends FieldValues>({ form, name, keep, hint, onEdit, limit, ...props }: Props<T>) {
  return (
    <Controller
      name={name}
      control={form.control}
      render={({ field, fieldState }) => {
        const value = String(field.value ?? '');
        const over = limit !== undefined && value.length > limit.max;
        const shownHint = limit ? limitHint(value, limit) : typeof hint === 'function' ? hint(value) : hint;
        return (
          <TextField
            {...props}
            value={value}
            onChange={(e) => {
              field.onChange(keep ? keep(e.target.value) : e.target.value);
              form.clearErrors(name);
              onEdit?.();
            }}
            onBlur={field.onBlur}
            error={!!fieldState.error || over}
            helperText={fieldState.error && !over ? fieldState.error.message : shownHint}
          />
        );
      }}
    />
  );
}
