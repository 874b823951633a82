'use client';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { STAFF_ROLE_KEYS, STAFF_ROLES, type StaffRole } from '@/lib/contract/staff';

interface Props {
  value: StaffRole[];
  onChange(next: StaffRole[]): void;
  error?: string;
  /** Roles that cannot be unticked here (a Yönetici's own Yönetici role). */
  locked?: readonly StaffRole[];
  lockedHint?: string;
}

/** The four roles as a group of checkboxes (a fieldset with its legend, for screen readers). */
export function RoleCheckboxes({ value, onChange, error, locked = [], lockedHint }: Props) {
  const toggle = (role: StaffRole, on: boolean) => onChange(on ? [...value, role] : value.filter((r) => r !== role));
  return (
    <FormControl component="fieldset" error={Boolean(error)} variant="standard">
      <FormLabel component="legend">Roller</FormLabel>
      <FormGroup>
        {STAFF_ROLE_KEYS.map((role) => (
          <FormControlLabel
            key={role}
            label={STAFF_ROLES[role]}
            control={
              <Checkbox
                checked={value.includes(role)}
                disabled={locked.includes(role)}
                onChange={(e) => toggle(role, e.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
      {error ? <FormHelperText>{error}</FormHelperText> : lockedHint && <FormHelperText>{lockedHint}</FormHelperText>}
    </FormControl>
  );
}

/**
 * The roles of a useZodForm form with a `roller` field (adding a member, editing roles): the schema's
 * message under the group, forgotten as soon as a box changes (as RuleTextField does for text).
 */
export function RoleField<T extends FieldValues & { roller: StaffRole[] }>({
  form,
  ...props
}: { form: UseFormReturn<T, unknown, unknown> } & Pick<Props, 'locked' | 'lockedHint'>) {
  const name = 'roller' as Path<T>;
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <RoleCheckboxes
          {...props}
          value={field.value}
          onChange={(next) => {
            field.onChange(next);
            form.clearErrors(name);
          }}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
