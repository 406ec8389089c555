import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HistoryIcon from '@mui/icons-material/History';
import { ItemTimeline } from '../../../components/ItemTimeline';
import type { TimelineKey } from '../../../lib/api-types';

/** A "History" toggle under an admin card: the item's timeline, read only while shown. */
export function ItemHistoryToggle({ idPrefix, timelineUrl }: { idPrefix: string; timelineUrl: TimelineKey }) {
  const [shown, setShown] = useState(false);
  const regionId = `${idPrefix}-history`;
  return (
    <Box>
      <Button
        size="small"
        variant="text"
        startIcon={<HistoryIcon />}
        endIcon={shown ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        aria-expanded={shown}
        aria-controls={regionId}
        onClick={() => setShown((current) => !current)}
      >
        {shown ? 'Hide history' : 'History'}
      </Button>
      <Collapse in={shown} unmountOnExit>
        <Box id={regionId} sx={{ mt: 1 }}>
          <ItemTimeline url={timelineUrl} />
        </Box>
      </Collapse>
    </Box>
  );
}
