import { Button, CircularProgress, FormHelperText, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useInput, useNotify, useTranslate } from 'react-admin';
import { connectedAccountApi } from './connectedAccount';

/** Stripe's identity document rule (payments' domain/identity-file.ts): PDF, JPEG, JPG or PNG, up to 10 MB. */
export const IDENTITY_FILE_MAX_BYTES = 10_000_000;
const ALLOWED = /\.(pdf|jpe?g|png)$/i;

export function identityFileProblem(file: { name: string; size: number }): string | undefined {
  if (!ALLOWED.test(file.name)) {
    return 'resources.account.person.fileType';
  }
  return file.size > IDENTITY_FILE_MAX_BYTES ? 'resources.account.person.fileSize' : undefined;
}

/**
 * One side of an identity document: the file goes to POST /api/stripe/file at once (purpose
 * identity_document) and the form keeps Stripe's file id (file_...) for the person's verification.
 */
export function IdentityDocumentInput({
  source,
  side,
  disabled,
}: {
  source: string;
  side: 'front' | 'back';
  disabled?: boolean;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const inputId = useId();
  const { field } = useInput({ source });
  const [state, setState] = useState<{ busy: boolean; name?: string; problem?: string }>({ busy: false });
  const sideLabel = translate(`resources.account.person.${side}`);
  const choose = async (file: File | undefined) => {
    if (!file) {
      return;
    }
    const problem = identityFileProblem(file);
    if (problem) {
      setState({ busy: false, problem });
      return;
    }
    setState({ busy: true, name: file.name });
    try {
      const uploaded = await connectedAccountApi.uploadIdentityFile(file);
      field.onChange(uploaded.id);
      setState({ busy: false, name: file.name });
    } catch (error) {
      setState({ busy: false });
      notify(error instanceof Error ? error.message : 'errors.error', { type: 'error' });
    }
  };
  return (
    <Stack spacing={0.5} sx={{ minWidth: 220 }}>
      <input
        id={inputId}
        type="file"
        accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
        hidden
        disabled={disabled || state.busy}
        aria-label={translate('resources.account.person.choose', { side: sideLabel })}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <Button
        component="label"
        htmlFor={inputId}
        variant="outlined"
        disabled={disabled || state.busy}
        startIcon={state.busy ? <CircularProgress size={16} /> : undefined}
      >
        {translate('resources.account.person.choose', { side: sideLabel })}
      </Button>
      {state.busy ? <Typography variant="body2">{translate('resources.account.person.uploading')}</Typography> : null}
      {!state.busy && state.name && field.value ? (
        <Typography variant="body2" data-testid={`document-${side}`}>
          {translate('resources.account.person.uploaded', { name: state.name })}
        </Typography>
      ) : null}
      {state.problem ? <FormHelperText error>{translate(state.problem)}</FormHelperText> : null}
    </Stack>
  );
}
