import { useState, type FormEvent } from 'react';
import type { NewArticleSubmission } from '../../../lib/api-types';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import SendIcon from '@mui/icons-material/Send';
import { fullRowSx, GridForm, GridFormSubmit } from '../../../components/GridForm';
import { passesValidation, textFieldProps, useFormValues } from '../../../lib/use-form-values';
import { useToast } from '../../../lib/use-toast';
import { useSubmitArticle } from '../api/use-article-submissions';
import { ARTICLE_CATEGORIES, ARTICLE_CONTENT_HELP } from '../utils/article-categories';
import { validateArticle, type ArticleFormValues } from '../utils/form-validation';
import { PARTNER_FAILURES } from '../utils/mutation-failure';
import { MutationFailureAlert, useMutationFailure } from './MutationFailureAlert';

const emptyArticle: ArticleFormValues = { title: '', category: '', excerpt: '', content: '', imageUrl: '' };

const fieldIdsFor = (prefix: string): Record<keyof ArticleFormValues, string> => ({
  title: `${prefix}-title`,
  category: `${prefix}-category`,
  excerpt: `${prefix}-excerpt`,
  content: `${prefix}-content`,
  imageUrl: `${prefix}-image-url`,
});

export interface ArticleEdit {
  idPrefix: string;
  initial: ArticleFormValues;
  ariaLabel: string;
  submitLabel: string;
  failureMessage: string;
  /** Saves the validated payload; a rejection is shown under the form. */
  onSave: (payload: NewArticleSubmission) => Promise<void>;
}

/** Submits a new article, or with `edit` changes an existing one of the partner. */
export function ArticleSubmissionForm({ edit }: { edit?: ArticleEdit } = {}) {
  const form = useFormValues(edit?.initial ?? emptyArticle);
  const { values, errors, reset } = form;
  const { submitArticle, isSubmitting: isSubmittingNew } = useSubmitArticle();
  const [isSaving, setIsSaving] = useState(false);
  const isSubmitting = isSubmittingNew || isSaving;
  const fieldIds = fieldIdsFor(edit?.idPrefix ?? 'article');
  const toast = useToast();
  const { failure, fail, clear } = useMutationFailure(values);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    clear();
    if (!passesValidation(form, validateArticle(values), fieldIds)) return;
    const payload: NewArticleSubmission = {
      title: values.title.trim(),
      category: values.category,
      excerpt: values.excerpt.trim(),
      content: values.content,
      imageUrl: values.imageUrl.trim(),
      status: 'pending',
    };
    if (edit) {
      setIsSaving(true);
      try {
        await edit.onSave(payload);
      } catch (error) {
        fail(edit.failureMessage, error);
      } finally {
        setIsSaving(false);
      }
      return;
    }
    try {
      await submitArticle(payload);
      toast({ title: 'Success', description: 'Article submitted for review!', variant: 'success' });
      reset();
    } catch (error) {
      // Spec §8: no toast for this failure; it is shown under the form instead.
      fail(PARTNER_FAILURES.submitArticle, error);
    }
  };

  const fieldProps = (field: keyof ArticleFormValues) => textFieldProps(form, fieldIds, field);

  return (
    <GridForm label={edit?.ariaLabel ?? 'Submit article'} onSubmit={handleSubmit}>
      <TextField
        {...fieldProps('title')}
        label="Title"
        required
        helperText={errors.title}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField {...fieldProps('category')} select label="Category" required helperText={errors.category}>
        {ARTICLE_CATEGORIES.map((category) => (
          <MenuItem key={category} value={category}>
            {category}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...fieldProps('excerpt')}
        label="Excerpt"
        required
        multiline
        rows={2}
        helperText={errors.excerpt ?? 'A one or two sentence summary shown in article lists.'}
        slotProps={{ htmlInput: { maxLength: 500 } }}
        sx={fullRowSx}
      />
      <TextField
        {...fieldProps('content')}
        label="Content"
        required
        multiline
        rows={10}
        helperText={errors.content ?? ARTICLE_CONTENT_HELP}
        slotProps={{ htmlInput: { maxLength: 50_000 } }}
        sx={fullRowSx}
      />
      <TextField
        {...fieldProps('imageUrl')}
        label="Image URL"
        type="url"
        placeholder="https://"
        helperText={errors.imageUrl ?? 'Optional cover image, starting with https://'}
        sx={fullRowSx}
      />
      <GridFormSubmit endIcon={<SendIcon />} disabled={isSubmitting}>
        {isSubmitting ? (edit ? 'Saving...' : 'Submitting...') : (edit?.submitLabel ?? 'Submit Article')}
      </GridFormSubmit>
      <MutationFailureAlert failure={failure} sx={fullRowSx} />
    </GridForm>
  );
}
