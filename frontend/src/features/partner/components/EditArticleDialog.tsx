import { FormDialog } from '../../../components/FormDialog';
import type { ArticleSubmission, NewArticleSubmission } from '../../../lib/api-types';
import { ownerEditDialogText } from '../../../lib/lifecycle-text';
import { useToast } from '../../../lib/use-toast';
import { useChangeOwnArticle } from '../api/use-article-submissions';
import { ArticleSubmissionForm } from './ArticleSubmissionForm';

export interface EditArticleDialogProps {
  article: ArticleSubmission;
  /** `resubmit`: a rejected or withdrawn article goes back to review with the changes. */
  mode: 'edit' | 'resubmit';
  onClose: () => void;
}

/** Mounted only while open, so the form starts from the article's current values. */
export function EditArticleDialog({ article, mode, onClose }: EditArticleDialogProps) {
  const change = useChangeOwnArticle();
  const toast = useToast();
  const resubmit = mode === 'resubmit';

  const save = async (payload: NewArticleSubmission) => {
    await change({ action: mode, id: article.id, payload });
    toast({
      title: 'Success',
      description: resubmit ? 'Article resubmitted for review.' : 'Your changes are saved.',
      variant: 'success',
    });
    onClose();
  };

  return (
    <FormDialog {...ownerEditDialogText(mode, 'article', article.requestId)} onClose={onClose}>
      <ArticleSubmissionForm
        edit={{
          idPrefix: `edit-article-${article.id}`,
          initial: {
            title: article.title,
            category: article.category,
            excerpt: article.excerpt,
            content: article.content,
            imageUrl: article.imageUrl ?? '',
          },
          ariaLabel: resubmit ? 'Resubmit article' : 'Edit article',
          submitLabel: resubmit ? 'Resubmit for review' : 'Save changes',
          failureMessage: resubmit ? 'Failed to resubmit' : 'Failed to save your changes',
          onSave: save,
        }}
      />
    </FormDialog>
  );
}
