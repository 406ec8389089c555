import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';

/** An "Ownership" toggle under a submission card: its panel, read only while shown. */
export function OwnershipToggle({ idPrefix, children }: { idPrefix: string; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  const regionId = `${idPrefix}-ownership`;
  return (
    <Box sx={{ mt: 1 }}>
      <Button
        size="small"
        variant="text"
        startIcon={<VerifiedUserOutlinedIcon />}
        endIcon={shown ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        aria-expanded={shown}
        aria-controls={regionId}
        onClick={() => setShown((current) => !current)}
      >
        {shown ? 'Hide ownership' : 'Ownership'}
      </Button>
      <Collapse in={shown} unmountOnExit>
        <Box id={regionId} sx={{ mt: 1 }}>
          {children}
        </Box>
      </Collapse>
    </Box>
  );
}
