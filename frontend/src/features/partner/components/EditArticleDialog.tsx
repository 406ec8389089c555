import { useId } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import type { ArticleSubmission, NewArticleSubmission } from '../../../lib/api-types';
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
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const resubmit = mode === 'resubmit';

  const save = async (payload: NewArticleSubmission) => {
    await change({ action: mode, id: article.id, payload });
    toast({ title: 'Success', description: resubmit ? 'Article resubmitted for review.' : 'Your changes are saved.', variant: 'success' });
    onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {resubmit ? 'Edit and resubmit' : 'Edit article'} {article.requestId}
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {resubmit
            ? 'Fix what the review asked for; the same article goes back to the review queue.'
            : 'It stays in the review queue with your changes.'}
        </DialogContentText>
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
      </DialogContent>
    </Dialog>
  );
}
