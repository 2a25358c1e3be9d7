import LockIcon from '@mui/icons-material/Lock';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** What a member without the operator claim sees at /operations/*. */
export function OperatorRefusal() {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2, maxWidth: 640 }} data-testid="ops-refused">
      <Title title={translate('resources.ops.refused.title')} />
      <Alert severity="warning" icon={<LockIcon />}>
        <AlertTitle component="h1">{translate('resources.ops.refused.title')}</AlertTitle>
        {translate('resources.ops.refused.body')}
        <Box sx={{ mt: 1.5 }}>
          <Button component={Link} to="/account" color="inherit" variant="outlined" size="small">
            {translate('resources.ops.refused.back')}
          </Button>
        </Box>
      </Alert>
    </Box>
  );
}
