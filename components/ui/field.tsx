import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import styles from './field.module.css';

interface FieldProps {
  id: string;
  label: string;
  /** Shown under the field and announced with it; marks the field invalid. */
  error?: string;
  className?: string;
}

function Frame({ id, label, error, className, children }: FieldProps & { children: ReactNode }) {
  return (
    <div className={[styles.field, error ? styles.invalid : '', className ?? ''].join(' ')}>
      {children}
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {error && (
        <p id={`${id}-hata`} className={styles.helper}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled text input (label in the border once it has focus or a value), no styling runtime. */
export function TextInput({
  id,
  label,
  error,
  className,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <Frame id={id} label={label} error={error} className={className}>
      <input
        id={id}
        // A blank placeholder lets CSS tell an empty field (label inside) from a filled one.
        placeholder=" "
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hata` : undefined}
        className={styles.control}
        {...input}
      />
    </Frame>
  );
}

/** A labelled native select with the same look. */
export function SelectInput({
  id,
  label,
  error,
  className,
  children,
  ...select
}: FieldProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  return (
    <Frame id={id} label={label} error={error} className={className}>
      <select id={id} className={`${styles.control} ${styles.select}`} {...select}>
        {children}
      </select>
    </Frame>
  );
}
