import { Box } from '@mui/material';
import { TextInput } from 'react-admin';

/** A place (city, state, country) as the productions service takes it: codes for the US and Canada. */
export function PlaceInputs({ source, readOnly }: { source: string; readOnly: boolean }) {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <TextInput source={`${source}.city`} label="resources.production.place.city" readOnly={readOnly} />
      <TextInput
        source={`${source}.state`}
        label="resources.production.place.state"
        helperText={readOnly ? false : 'resources.production.place.stateHelp'}
        readOnly={readOnly}
      />
      <TextInput
        source={`${source}.country`}
        label="resources.production.place.country"
        helperText={readOnly ? false : 'resources.production.place.countryHelp'}
        readOnly={readOnly}
      />
    </Box>
  );
}
