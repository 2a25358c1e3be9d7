import DeleteIcon from '@mui/icons-material/Delete';
import ImageIcon from '@mui/icons-material/Image';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  FormHelperText,
  LinearProgress,
  Link,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Confirm, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { ApiError, errorMessage } from '../../dataProvider/apiError';
import { apiFetch } from '../../dataProvider/httpClient';
import { uploadFile } from '../../dataProvider/uploadFile';
import { formatDateTime, formatFileSize } from '../../i18n/format';
import {
  checkLicenseDocumentFile,
  documentKind,
  LICENSE_DOCUMENT_ACCEPT,
  LICENSE_DOCUMENT_MAX_MEGABYTES,
  type LicenseDocumentView,
} from './licenseDocument';
import type { SavedProfile } from './RepresentativeForm';
import './registerLicenseDocumentMessages';

const L = 'resources.licenseDocument';
const MISSING = '\u0000';
/** The file's link is signed for 15 minutes: the document is asked again before the link expires. */
const RELOAD_EVERY_MS = 10 * 60 * 1000;

interface Upload {
  name: string;
  percent: number;
}

/**
 * GET …/license/document: the document on file, or null when there is none (404 licenseDocumentNotFound).
 * The profile says whether one is on file: when none is, nothing is asked until one is uploaded.
 */
function useLicenseDocument(path: string | undefined, onFile: boolean) {
  return useQuery<LicenseDocumentView | null>({
    queryKey: ['representative', 'licenseDocument', path],
    enabled: path !== undefined,
    initialData: onFile ? undefined : null,
    initialDataUpdatedAt: onFile ? undefined : Date.now(),
    staleTime: RELOAD_EVERY_MS,
    refetchInterval: (query) => (query.state.data ? RELOAD_EVERY_MS : false),
    queryFn: async ({ signal }): Promise<LicenseDocumentView | null> => {
      try {
        return (await apiFetch<LicenseDocumentView>(path ?? '', { signal })).json;
      } catch (error) {
        if (error instanceof ApiError && error.code === 'licenseDocumentNotFound') {
          return null;
        }
        throw error;
      }
    },
  });
}

/**
 * The Talent Agent tab's license document (spec section 3, "License: … photo"): the document on file with
 * its name, size, date and a link that opens it, replaced or removed (asked first); a file of the wrong
 * type or size is refused on the field before any byte is sent, and an upload shows its progress. It is
 * kept at once, apart from the form's Save. On a profile not yet created, it says when it can be added.
 */
export function LicenseDocumentField({
  saved,
  expectedIn,
}: {
  /** Undefined on the creation form: the document needs a saved profile. */
  saved: SavedProfile | undefined;
  /** The place whose law licenses talent agents, when it applies to this profile (California, New York). */
  expectedIn: string | undefined;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const problemId = useId();
  const [upload, setUpload] = useState<Upload | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const path = saved === undefined ? undefined : `/api/representative/${encodeURIComponent(saved.id)}/license/document`;
  const current = useLicenseDocument(path, saved?.licenseDocumentOnFile ?? false);
  const has = (key: string) => translate(key, { _: MISSING }) !== MISSING;
  const setDocument = (document: LicenseDocumentView | null) =>
    queryClient.setQueryData(['representative', 'licenseDocument', path], document);

  const expected = expectedIn ? (
    <Alert severity="info" sx={{ mb: 2 }} data-testid="license-document-expected">
      {translate(`${L}.expected`, { place: expectedIn })}
    </Alert>
  ) : null;

  if (path === undefined) {
    return (
      <Box data-testid="license-document">
        {expected}
        <Alert severity="info" variant="outlined" data-testid="license-document-after-create">
          {translate(`${L}.afterCreate`)}
        </Alert>
      </Box>
    );
  }

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) {
      return;
    }
    const refusal = await checkLicenseDocumentFile(file);
    if (refusal) {
      setProblem(translate(`${L}.refused.${refusal.code}`, { ...refusal.args, name: file.name }));
      return;
    }
    const replacing = Boolean(current.data);
    setProblem(undefined);
    setUpload({ name: file.name, percent: 0 });
    try {
      const document = await uploadFile<LicenseDocumentView>({
        method: 'PUT',
        path,
        file,
        onProgress: (percent) => setUpload({ name: file.name, percent }),
        describe: (body) =>
          body ? errorMessage(body, (key, options) => translate(key, options), has) : translate(`${L}.noAnswer`),
      });
      setDocument(document);
      notify(`${L}.notifications.${replacing ? 'replaced' : 'uploaded'}`, { type: 'success' });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : translate('errors.error'));
    } finally {
      setUpload(undefined);
    }
  };

  const remove = async () => {
    setConfirming(false);
    setRemoving(true);
    try {
      await apiFetch(path, { method: 'DELETE' });
      setDocument(null);
      setProblem(undefined);
      notify(`${L}.notifications.removed`, { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'errors.error', { type: 'error' });
    } finally {
      setRemoving(false);
    }
  };

  const document = current.data;
  const busy = upload !== undefined || removing;
  const describedBy = [helpId, problem ? problemId : undefined].filter(Boolean).join(' ');
  const chooseButton = (
    <Button
      variant={document ? 'outlined' : 'contained'}
      startIcon={<UploadFileIcon />}
      onClick={() => input.current?.click()}
      disabled={busy || current.isPending}
      aria-describedby={describedBy}
      data-testid="license-document-choose"
    >
      {translate(document ? `${L}.replace` : `${L}.choose`)}
    </Button>
  );

  return (
    <Box data-testid="license-document" data-on-file={document ? 'true' : 'false'}>
      {expected}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} id={helpId}>
        {translate(`${L}.help`, { max: LICENSE_DOCUMENT_MAX_MEGABYTES })}
      </Typography>
      <input
        ref={input}
        type="file"
        accept={LICENSE_DOCUMENT_ACCEPT}
        hidden
        data-testid="license-document-input"
        aria-label={translate(`${L}.choose`)}
        onChange={(event) => void choose(event)}
      />
      {current.isPending ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={20} />
          <Typography variant="body2">{translate(`${L}.loading`)}</Typography>
        </Stack>
      ) : current.isError ? (
        <Alert severity="error" data-testid="license-document-load-failed">
          {translate(`${L}.loadFailed`, {
            reason: current.error instanceof Error ? current.error.message : translate('errors.error'),
          })}
        </Alert>
      ) : document ? (
        <Paper
          variant="outlined"
          sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
          data-testid="license-document-on-file"
        >
          {documentKind(document.contentType) === 'pdf' ? (
            <PictureAsPdfIcon color="action" fontSize="large" />
          ) : (
            <ImageIcon color="action" fontSize="large" />
          )}
          <Box sx={{ flex: 1, minWidth: 200 }}>
            <Link
              href={document.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={translate(`${L}.open`, { name: document.fileName })}
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, wordBreak: 'break-all' }}
              data-testid="license-document-link"
            >
              {document.fileName}
              <OpenInNewIcon fontSize="inherit" />
            </Link>
            <Typography variant="body2" color="text.secondary" data-testid="license-document-facts">
              {translate(`${L}.facts`, {
                kind: translate(`${L}.kinds.${documentKind(document.contentType)}`),
                size: formatFileSize(document.sizeBytes, locale),
                date: formatDateTime(document.uploadedAt, locale),
              })}
            </Typography>
          </Box>
          <Stack direction="row" spacing={1}>
            {chooseButton}
            <Button
              color="error"
              startIcon={<DeleteIcon />}
              onClick={() => setConfirming(true)}
              disabled={busy}
              data-testid="license-document-remove"
            >
              {translate(`${L}.remove`)}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Typography color="text.secondary" data-testid="license-document-none">
            {translate(`${L}.none`)}
          </Typography>
          {chooseButton}
        </Stack>
      )}
      {upload ? (
        <Box sx={{ mt: 2 }} data-testid="license-document-upload">
          <Typography variant="body2" id={`${helpId}-progress`}>
            {translate(`${L}.uploading`, { name: upload.name, percent: upload.percent })}
          </Typography>
          <LinearProgress variant="determinate" value={upload.percent} aria-labelledby={`${helpId}-progress`} />
        </Box>
      ) : null}
      {problem ? (
        <FormHelperText error id={problemId} role="alert" sx={{ mt: 1 }} data-testid="license-document-problem">
          {problem}
        </FormHelperText>
      ) : null}
      <Confirm
        isOpen={confirming}
        title={`${L}.removeTitle`}
        content={`${L}.removeContent`}
        confirm={`${L}.remove`}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
