import { useCallback, useState, type ChangeEvent } from 'react';
import type { FieldErrors } from '../utils/form-validation';

type TextChangeEvent = ChangeEvent<HTMLInputElement | HTMLTextAreaElement>;

export interface FormState<Values extends Record<string, string>> {
  values: Values;
  errors: FieldErrors<keyof Values & string>;
  setErrors: (errors: FieldErrors<keyof Values & string>) => void;
  setValue: (field: keyof Values & string, value: string) => void;
  handleChange: (event: TextChangeEvent) => void;
  reset: () => void;
}

/** Values, per-field errors and change handling shared by the dashboard's forms. */
export function useFormValues<Values extends Record<string, string>>(initialValues: Values): FormState<Values> {
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<keyof Values & string>>({});

  const setValue = useCallback((field: keyof Values & string, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  const handleChange = useCallback(
    (event: TextChangeEvent) => setValue(event.target.name as keyof Values & string, event.target.value),
    [setValue],
  );

  const reset = useCallback(() => {
    setValues(initialValues);
    setErrors({});
  }, [initialValues]);

  return { values, errors, setErrors, setValue, handleChange, reset };
}

/** Moves focus to the first invalid field so keyboard and screen-reader users land on the problem. */
export function focusFirstError<Field extends string>(errors: FieldErrors<Field>, fieldIds: Record<Field, string>): void {
  const first = (Object.keys(fieldIds) as Field[]).find((field) => errors[field]);
  if (first) document.getElementById(fieldIds[first])?.focus();
}
