import { useCallback, useState, type ChangeEvent } from 'react';
import { hasErrors, type FieldErrors } from './form-validation';

export type FormValues = Record<string, string>;

type FieldOf<Values extends FormValues> = keyof Values & string;

/** Where each field's input lives, in form order. */
export type FieldIds<Values extends FormValues> = Partial<Record<FieldOf<Values>, string>>;

export interface FormState<Values extends FormValues> {
  values: Values;
  errors: FieldErrors<FieldOf<Values>>;
  setErrors: (errors: FieldErrors<FieldOf<Values>>) => void;
  setValue: <Field extends FieldOf<Values>>(field: Field, value: Values[Field]) => void;
  reset: () => void;
}

/** Values and per-field errors; changing a field clears its error. */
export function useFormValues<Values extends FormValues>(initialValues: Values): FormState<Values> {
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<FieldOf<Values>>>({});

  const setValue = useCallback(<Field extends FieldOf<Values>>(field: Field, value: Values[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  const reset = useCallback(() => {
    setValues(initialValues);
    setErrors({});
  }, [initialValues]);

  return { values, errors, setErrors, setValue, reset };
}

/**
 * Shows the problems on their fields; when there are any, moves focus to the first invalid field so
 * keyboard and screen-reader users land on it. True when the values passed.
 */
export function passesValidation<Values extends FormValues>(
  form: FormState<Values>,
  problems: FieldErrors<FieldOf<Values>>,
  fieldIds: FieldIds<Values>,
): boolean {
  form.setErrors(problems);
  if (!hasErrors(problems)) return true;
  const first = (Object.keys(fieldIds) as FieldOf<Values>[]).find((field) => problems[field]);
  const firstId = first === undefined ? undefined : fieldIds[first];
  if (firstId) document.getElementById(firstId)?.focus();
  return false;
}

/** What a text field takes from the form: its value, change handling and error state. */
export function textFieldProps<Values extends FormValues, Field extends FieldOf<Values>>(
  form: FormState<Values>,
  fieldIds: Record<Field, string>,
  field: Field,
) {
  return {
    id: fieldIds[field],
    name: field,
    value: form.values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      form.setValue(field, event.target.value as Values[Field]),
    error: Boolean(form.errors[field]),
    fullWidth: true,
  };
}
