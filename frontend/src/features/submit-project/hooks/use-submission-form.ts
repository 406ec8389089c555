import { useCallback, useState } from 'react';
import { EMPTY_SUBMISSION, type SubmissionErrors, type SubmissionField, type SubmissionFormValues } from '../utils/submission-form';

export interface SubmissionFormState {
  values: SubmissionFormValues;
  errors: SubmissionErrors;
  setErrors: (errors: SubmissionErrors) => void;
  setValue: <Field extends SubmissionField>(field: Field, value: SubmissionFormValues[Field]) => void;
  reset: () => void;
}

/** Owned by the page, so the tier cards and the form share the chosen listing type. */
export function useSubmissionForm(): SubmissionFormState {
  const [values, setValues] = useState<SubmissionFormValues>(EMPTY_SUBMISSION);
  const [errors, setErrors] = useState<SubmissionErrors>({});

  const setValue = useCallback(<Field extends SubmissionField>(field: Field, value: SubmissionFormValues[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  const reset = useCallback(() => {
    setValues(EMPTY_SUBMISSION);
    setErrors({});
  }, []);

  return { values, errors, setErrors, setValue, reset };
}
